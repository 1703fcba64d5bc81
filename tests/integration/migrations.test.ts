// Several app servers starting at once on one fresh PostgreSQL database: each opens it (migrating
// it if needed) without error, and every migration is applied exactly once.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../app/db/client.server.ts";
import { createServerDatabase } from "../support/database.ts";

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "migrations on a shared PostgreSQL database",
  () => {
    it("are applied once when four shop processes start at the same moment", async () => {
      const server = await createServerDatabase();
      try {
        const opened = await Promise.allSettled(
          Array.from({ length: 4 }, () => openDatabase({ kind: "postgres", url: server.url })),
        );
        const databases = opened.flatMap((result) =>
          result.status === "fulfilled" ? [result.value] : [],
        );
        try {
          expect(
            opened
              .filter((result) => result.status === "rejected")
              .map((result) => String((result as PromiseRejectedResult).reason)),
          ).toEqual([]);
          const result = (await databases[0]!.db.execute(
            sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`,
          )) as unknown as {
            rows: { hash: string; n: number }[];
          };
          const applied = result.rows;
          expect(applied.length).toBeGreaterThan(4);
          expect(applied.every((row) => row.n === 1)).toBe(true);
        } finally {
          await Promise.all(databases.map((database) => database.close()));
        }
      } finally {
        await server.drop();
      }
    });
  },
);
