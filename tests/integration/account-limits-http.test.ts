// Attempt limits and password work against the built shop over HTTP, as an attacker sends them:
// bursts of parallel wrong passwords, many registrations from one address, a flood of sign-ins.
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopClient } from "../../tools/harness/http-client.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";

const tooMany = "Too many attempts, try again in a minute";
const wrong = "Wrong Email or Password";
const busy = "We are very busy right now. Please try again in a few seconds.";
const password = "customer-pass-1";

describe("attempt limits and password work over HTTP", () => {
  let dataDir: string;
  let shop: ShopProcess;

  beforeAll(async () => {
    ensureBuilt();
    dataDir = tempDataDir();
    shop = await startShopProcess({
      DATA_DIR: dataDir,
      TRUST_PROXY: "true",
      SEED_DEMO: "false",
      REGISTRATION_LIMIT: "3",
      // One hash at a time and four waiting: fewer than the pages rendered at once (eight, decision
      // 0041), so that a flood of sign-ins reaches the password work's own bound.
      PASSWORD_HASH_CONCURRENCY: "1",
    });
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const { post, registerAndSignIn, signIn } = shopClient(() => shop.url);

  it("checks exactly 5 of 40 parallel wrong passwords for one e-mail; the rest are refused unchecked", async () => {
    const email = `victim-${randomUUID().slice(0, 8)}@example.com`;
    await registerAndSignIn(email, password, { ip: "198.18.1.1" });
    // Each from an address of its own: only the e-mail's count can stop them.
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, n) => {
        const answer = await post(
          "/auth",
          { email, password: "wrong-password-1" },
          { ip: `198.18.2.${n + 1}` },
        );
        return { status: answer.status, body: await answer.text() };
      }),
    );
    const checked = answers.filter((a) => a.status === 401);
    const refused = answers.filter((a) => a.status === 429);
    expect(checked).toHaveLength(5);
    expect(refused).toHaveLength(35);
    for (const answer of checked) expect(answer.body).toContain(wrong);
    for (const answer of refused) expect(answer.body).toContain(tooMany);
    // The e-mail stays locked for the minute, whatever the address and even with the right password.
    const right = await post("/auth", { email, password }, { ip: "198.18.3.1" });
    expect(right.status).toBe(429);
  });

  it("counts only failures: many shoppers behind one address sign in, and its failures still count", async () => {
    const carrier = "198.18.4.1";
    const shoppers = [];
    for (let n = 0; n < 3; n++)
      shoppers.push(await registerAndSignIn(undefined, password, { ip: `198.18.5.${n + 1}` }));
    // Twelve right sign-ins from one address (more than the limit of five) all pass.
    const emails = await Promise.all(
      Array.from({ length: 3 }, async (_, n) => {
        const email = `carrier-${n}-${randomUUID().slice(0, 8)}@example.com`;
        await registerAndSignIn(email, password, { ip: `198.18.6.${n + 1}` });
        return email;
      }),
    );
    for (let round = 0; round < 4; round++)
      for (const email of emails) await signIn(email, password, { ip: carrier });
    // Its wrong passwords are counted as before: five are checked, the sixth is refused.
    const statuses = [];
    for (let n = 0; n < 6; n++)
      statuses.push(
        (
          await post(
            "/auth",
            { email: emails[n % 3]!, password: "wrong-password-1" },
            { ip: carrier },
          )
        ).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("limits new accounts per client address an hour (REGISTRATION_LIMIT), keeping what was typed", async () => {
    const address = "198.18.7.1";
    for (let n = 0; n < 3; n++) {
      const answer = await post(
        "/register",
        {
          email: `many-${n}-${randomUUID().slice(0, 8)}@example.com`,
          password,
          confirmPassword: password,
        },
        { ip: address },
      );
      expect(answer.status).toBe(302);
    }
    const email = `one-too-many-${randomUUID().slice(0, 8)}@example.com`;
    const refused = await post(
      "/register",
      { email, password, confirmPassword: password },
      { ip: address },
    );
    expect(refused.status).toBe(429);
    const page = await refused.text();
    expect(page).toContain(
      "Too many new accounts have been made from your network in the last hour.",
    );
    expect(page).toContain(`value="${email}"`);
    // Another address still registers.
    expect(
      (
        await post(
          "/register",
          { email, password, confirmPassword: password },
          { ip: "198.18.7.2" },
        )
      ).status,
    ).toBe(302);
  });

  it("bounds the password hashes computed at once: a flood of 150 sign-ins gets 503s, never a 500, and /healthz stays fast", async () => {
    // The machine's own cost of answering 150 sign-in forms at once with no hash at all (one e-mail,
    // refused by its limit): on a busy machine /healthz waits for that whatever the shop does.
    const plain = await flood(() => ({
      email: "flood-baseline@example.com",
      password: "any-password-1",
    }));
    const hashed = await flood(() => ({
      email: `nobody-${randomUUID()}@example.com`,
      password: "any-password-1",
    }));
    console.log(
      `150 sign-ins at once — refused by the limit: ${plain.summary}; random e-mails: ${hashed.summary}`,
    );
    expect(Object.keys(hashed.byStatus).sort()).toEqual(["401", "503"]);
    for (const answer of hashed.byStatus["503"]!) {
      expect(answer.retryAfter).toBe("5");
      expect(answer.body).toContain(busy);
    }
    expect(hashed.healthStatuses.every((status) => status === 200)).toBe(true);
    expect(hashed.healthMaxMs).toBeLessThan(Math.max(1000, 2 * plain.healthMaxMs));
  }, 120_000);

  /** 150 sign-ins at once, each from its own address, while /healthz is probed every 25 ms. */
  async function flood(fields: () => Record<string, string>) {
    let flooding = true;
    const healthTimes: number[] = [];
    const healthStatuses: number[] = [];
    const probe = (async () => {
      while (flooding) {
        const started = performance.now();
        healthStatuses.push(await healthz(shop.url));
        healthTimes.push(performance.now() - started);
        // The probe's pace during the flood: it waits for nothing.
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 150 }, async (_, n) => {
        const answer = await post("/auth", fields(), {
          ip: `198.19.${Math.floor(n / 200)}.${(n % 200) + 1}`,
        });
        return {
          status: answer.status,
          retryAfter: answer.headers.get("retry-after"),
          body: await answer.text(),
        };
      }),
    );
    flooding = false;
    await probe;
    const byStatus: Record<string, typeof answers> = {};
    for (const answer of answers) (byStatus[String(answer.status)] ??= []).push(answer);
    const healthMaxMs = Math.max(...healthTimes);
    const counts = Object.entries(byStatus)
      .map(([status, list]) => `${list.length} × ${status}`)
      .join(", ");
    return {
      byStatus,
      healthStatuses,
      healthMaxMs,
      summary: `${counts}, /healthz max ${Math.round(healthMaxMs)} ms`,
    };
  }
});

/** GET /healthz on a connection of its own (as a load balancer's probe); resolves with the status. */
function healthz(base: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}/healthz`, { agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
      .on("error", reject);
  });
}
