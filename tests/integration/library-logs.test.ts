// better-auth's own log lines go through the shop's logger (JSON, at the shop's LOG_LEVEL) with
// e-mail addresses left out: a sign-up for an address that exists makes better-auth log one.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../app/config.server.ts";
import type { Database } from "../../app/db/client.server.ts";
import { createLogger } from "../../app/lib/logger.server.ts";
import { createShopServices } from "../../app/services.server.ts";
import { openTestDatabase } from "../support/database.ts";

describe("better-auth's log lines", () => {
  let database: Database;
  let dataDir: string;
  const lines: string[] = [];
  const captured = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-library-logs-"));
  });
  afterAll(async () => {
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("are written by the shop's logger without the e-mail address", async () => {
    const config = parseConfig({ DATA_DIR: dataDir, SEED_DEMO: "false" });
    const shop = createShopServices(config, database.db, createLogger("info", captured), {
      worker: false,
    });
    const email = "Wanjiru.Kamau+shop@example.co.ke";
    try {
      await shop.auth.api.signUpEmail({
        body: { email, password: "long-enough-1", name: "wanjiru" },
      });
      // Straight to better-auth, past the shop's own check for an existing address: better-auth logs it.
      await shop.auth.api
        .signUpEmail({ body: { email, password: "long-enough-1", name: "wanjiru" } })
        .catch(() => {});
    } finally {
      await shop.stop();
    }
    const fromLibrary = lines
      .map((line) => JSON.parse(line) as { library?: string; msg: string })
      .filter((line) => line.library === "better-auth");
    expect(fromLibrary.map((line) => line.msg)).toContain(
      "Sign-up attempt for existing email: [e-mail]",
    );
    expect(lines.join("\n").toLowerCase()).not.toContain("wanjiru.kamau");
  });
});
