// What the shop writes to its log: never a password, a session token or a reset token, however they
// reach it (forms, cookies, a reset link's address); and failed sign-ins, refusals (403) and rate
// limits each with the request id the visitor's answer carried.
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMails, resetTokenOf } from "../support/eml.ts";
import { cookieOf, shopClient } from "../../tools/harness/http-client.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";

interface LogLine {
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

describe("the shop's log", () => {
  let dataDir: string;
  let shop: ShopProcess;
  const client = shopClient(() => shop.url);
  const email = "secretive@example.com";
  const password = "Correct-Horse-Battery-9";
  const newPassword = "Another-Secret-Phrase-7";

  beforeAll(async () => {
    ensureBuilt();
    dataDir = tempDataDir();
    shop = await startShopProcess({
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      TRUST_PROXY: "true",
      LOG_LEVEL: "debug",
    });
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const logLines = (): LogLine[] =>
    shop
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as LogLine);

  it("never contains passwords, session tokens or reset tokens", async () => {
    const cookie = await client.registerAndSignIn(email, password);
    const sessionToken = decodeURIComponent(cookie.split("=")[1]!.split(".")[0]!);
    expect(sessionToken.length).toBeGreaterThan(10);
    await client.get("/cart", { cookie });
    expect((await client.post("/auth", { email, password: `${password}-wrong` })).status).toBe(401);

    expect((await client.post("/forgot-password", { email })).status).toBeLessThan(400);
    const token = await resetToken();
    expect((await client.get(`/reset-password?token=${token}`)).status).toBe(200);
    const reset = await client.post(`/reset-password?token=${token}`, {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.status).toBeLessThan(400);
    expect(cookieOf(await client.post("/auth", { email, password: newPassword }))).not.toBe("");

    const log = shop.output();
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [password, `${password}-wrong`, newPassword, sessionToken, token])
      expect(log).not.toContain(secret);
  });

  it("logs failed sign-ins, refusals and rate limits with the request id of the answer", async () => {
    const failed = await client.post("/auth", {
      email: "nobody@example.com",
      password: "whatever-123",
    });
    const customer = await client.registerAndSignIn();
    const refused = await client.get("/create", { cookie: customer });
    const crossSite = await client.post(
      "/cart",
      {},
      { cookie: customer, origin: "https://evil.example" },
    );
    const ip = "198.51.100.77";
    let limited: Response | undefined;
    for (let i = 0; i < 6; i++)
      limited = await client.post(
        "/auth",
        { email: "victim@example.com", password: `guess-${i}-xx` },
        { ip },
      );
    expect([failed.status, refused.status, crossSite.status, limited!.status]).toEqual([
      401, 403, 403, 429,
    ]);

    // The shop's output reaches this process through a pipe, which may deliver the last line after
    // the answer arrived over HTTP: each line is waited for (a second at most).
    const lineFor = (answer: Response, message: string) =>
      expect
        .poll(
          () =>
            logLines().some(
              (candidate) =>
                candidate.reqId === answer.headers.get("x-request-id") && candidate.msg === message,
            ),
          { timeout: 1_000, interval: 10, message },
        )
        .toBe(true);
    await lineFor(failed, "sign-in failed");
    await lineFor(refused, "refused: not shop staff");
    await lineFor(crossSite, "refused: cross-site request");
    await lineFor(limited!, "rate limited: sign-in");
  });

  async function resetToken(): Promise<string> {
    const folder = path.join(dataDir, "mail");
    const resetMail = () =>
      readMails(folder).find((m) => m.text.includes("/reset-password?token="));
    await expect
      .poll(resetMail, { timeout: 10_000, interval: 100, message: "the reset e-mail" })
      .toBeDefined();
    return resetTokenOf(resetMail()!);
  }
});
