// The embedded database shares the one thread with the HTTP server. With many pages in flight, each
// running statements one after another, the event loop must still turn between statements, or no new
// request is read until every page in flight has finished (in a 220-user soak a /healthz, answered
// from memory, waited 27 s).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openDatabase, type Database } from "../../app/db/client.server.ts";

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: "pglite" });
});
afterAll(() => database.close());

test("a timer due while 200 chains of statements run fires before they have all finished", async () => {
  const chains = 200;
  const statementsEach = 10;
  let finished = 0;
  const running = Array.from({ length: chains }, async () => {
    for (let i = 0; i < statementsEach; i += 1) {
      await database.db.execute(sql`select ${i}::int as n`);
      finished += 1;
    }
  });
  // A timer stands for a request waiting to be read: both wait for the loop to turn.
  const finishedWhenTheLoopTurned = await new Promise<number>((resolve) =>
    setTimeout(() => resolve(finished), 1),
  );
  await Promise.all(running);
  expect(finished).toBe(chains * statementsEach);
  expect(finishedWhenTheLoopTurned).toBeLessThan((chains * statementsEach) / 4);
});
