// The category listings kept in memory for the pages rendered per request (signed-in shoppers): the
// same listing until the catalogue changes, a fresh one once any server announces a change, and the
// database read each time by services whose feed does not hear every server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db/client.server.ts";
import { announceChange, createChangeFeed } from "../../app/db/changes.server.ts";
import { keptCategoryListings } from "../../app/modules/catalogue/index.server.ts";
import { databaseKinds, openTestDatabase } from "../support/database.ts";
import { makeItem } from "../support/factories.ts";

describe.each(databaseKinds)("kept category listings (%s)", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("keeps a category's page until a catalogue change is announced, then reads it again", async () => {
    const feed = createChangeFeed();
    try {
      await feed.listenTo(database.listen);
      const listings = keptCategoryListings(database.db, feed);
      const type = `kept-${kind}`;
      const first = await makeItem(database.db, { type, name: "Kikoi wrap" });
      expect((await listings.page(type, 1)).entries.map((item) => item.id)).toEqual([first.id]);

      // Written without an announcement: the kept listing is what shoppers still see.
      const second = await makeItem(database.db, { type, name: "Kanga cloth" });
      expect((await listings.page(type.toUpperCase(), 1)).entries.map((item) => item.id)).toEqual([
        first.id,
      ]);

      await announceChange(database.db, "catalogue");
      await expect
        .poll(async () => (await listings.page(type, 1)).entries.map((item) => item.id))
        .toEqual([second.id, first.id]);
    } finally {
      await feed.stop();
    }
  });

  it("reads the database each time when the feed does not hear every server", async () => {
    const listings = keptCategoryListings(database.db, createChangeFeed());
    const type = `unkept-${kind}`;
    await makeItem(database.db, { type });
    expect((await listings.page(type, 1)).entries).toHaveLength(1);
    await makeItem(database.db, { type });
    expect((await listings.page(type, 1)).entries).toHaveLength(2);
  });
});
