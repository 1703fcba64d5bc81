// Overload through the built shop: with more pages being rendered than MAX_IN_FLIGHT, the next is
// refused at once with 503 and Retry-After (never a 500, never a long wait in line), health checks
// keep answering, and once the rush is over every page is served again. On PostgreSQL, whose
// queries wait on the network, so that many pages are surely in flight at once.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createScratchDatabase,
  type ScratchDatabase,
} from "../../tools/harness/scratch-postgres.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";

describe.runIf(process.env.TEST_DATABASE_URL)("an overloaded shop on PostgreSQL", () => {
  let dataDir: string;
  let database: ScratchDatabase;
  let shop: ShopProcess;

  beforeAll(async () => {
    ensureBuilt();
    dataDir = tempDataDir();
    database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, "overload");
    shop = await startShopProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      SEED_DEMO: "true",
      MAX_IN_FLIGHT: "2",
    });
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses what is over the bound with 503 and Retry-After, and keeps /healthz answering", async () => {
    // Each search is a page of its own (never kept), so every one is rendered.
    const rush = Array.from({ length: 40 }, (_, index) =>
      fetch(`${shop.url}/search?q=shirt${index}`),
    );
    const health = await fetch(`${shop.url}/healthz`);
    const answers = await Promise.all(rush);
    const statuses = answers.map((answer) => answer.status);
    expect(health.status).toBe(200);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    for (const answer of refused) {
      expect(answer.headers.get("retry-after")).toBe("2");
      expect(await answer.text()).toBe("The shop is very busy. Please try again in a moment.");
    }
    await Promise.all(
      answers.filter((answer) => answer.status === 200).map((answer) => answer.body?.cancel()),
    );

    // The rush is over: pages are served again.
    expect((await fetch(`${shop.url}/search?q=dress`)).status).toBe(200);
  });
});
