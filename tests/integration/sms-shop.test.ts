// The built shop with SMS_ENV=simulator, as a process: it serves the Africa's Talking simulator at
// /simulator/sms, and its delivery-report route takes a report only with the right secret in the
// path — a wrong secret or a GET gets 404, a body that is not a report 400, a report for a message
// the shop never sent 404 (Africa's Talking tries again), a body too large 413.
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";
import { freePort } from "../../tools/harness/smtp.ts";

describe("the shop with SMS_ENV=simulator", () => {
  let dataDir: string;
  let shop: ShopProcess;

  beforeAll(async () => {
    ensureBuilt();
    dataDir = tempDataDir();
    const port = await freePort();
    shop = await startShopProcess({
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: "false",
      SMS_ENV: "simulator",
    });
  }, 120_000);
  afterAll(async () => {
    await shop?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const secret = () => readFileSync(path.join(dataDir, "sms-callback-secret"), "utf8").trim();
  const report = (pathSecret: string, body: string) =>
    fetch(`${shop.url}/sms/delivery-reports/${pathSecret}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  it("serves the simulator's listing at /simulator/sms", async () => {
    const listing = await fetch(`${shop.url}/simulator/sms`);
    expect(listing.status).toBe(200);
    expect(await listing.text()).toContain("NO SMS LEAVES THIS MACHINE");
  });

  it("takes delivery reports only with its secret, and only reports", async () => {
    const known = form({ id: "ATXid_unknown", status: "Success", phoneNumber: "+254712345678" });
    expect((await report("not-the-secret", known)).status).toBe(404);
    expect((await fetch(`${shop.url}/sms/delivery-reports/${secret()}`)).status).toBe(404);
    expect((await report(secret(), "hello=world")).status).toBe(400);
    expect((await report(secret(), known)).status).toBe(404);
    expect((await report(secret(), `id=${"x".repeat(20_000)}`)).status).toBe(413);
  });
});
