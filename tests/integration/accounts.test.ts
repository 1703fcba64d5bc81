// The accounts module on a real database: register, sign in and out, roles, attempt limits and
// password reset tokens (single use, expiry, sessions ended).
import { rmSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db/client.server.ts";
import { outbox } from "../../app/db/schema/mail.ts";
import { authAttempts, session, user, verification } from "../../app/db/schema/accounts.ts";
import {
  ensureAdmin,
  register,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
} from "../../app/modules/accounts/accounts.server.ts";
import { sessionUser } from "../../app/modules/accounts/session-lookup.server.ts";
import {
  attemptKeys,
  failureLimit,
  registrationKey,
  releaseAttempt,
  reserveAttempt,
} from "../../app/modules/accounts/rate-limit.server.ts";
import { databaseKinds, openTestDatabase } from "../support/database.ts";
import { testServices } from "../support/services.ts";

let counter = 0;
const uniqueEmail = () => `shopper${++counter}-${Date.now()}@example.com`;

/** Request headers carrying the session cookies a sign-in answered with. */
function cookieHeaders(setCookies: string[]): Headers {
  return new Headers({ cookie: setCookies.map((c) => c.split(";")[0]).join("; ") });
}

describe.each(databaseKinds)("accounts on %s", (kind) => {
  let database: Database;
  let shop: ReturnType<typeof testServices>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    shop = testServices(database.db);
  });
  afterAll(async () => {
    await shop?.stop();
    await database?.close();
    if (shop) rmSync(shop.dataDir, { recursive: true, force: true });
  });

  it("registers a customer once per e-mail, refusing short passwords", async () => {
    const email = uniqueEmail();
    expect(await register(shop.auth, database.db, email, "long-enough-1")).toEqual({ ok: true });
    const [row] = await database.db.select().from(user).where(eq(user.email, email));
    expect(row?.role).toBe("customer");

    // The register page words "exists" as "User already exists. Use another email." (accounts.spec.ts).
    expect(await register(shop.auth, database.db, email, "long-enough-1")).toEqual({
      ok: false,
      reason: "exists",
    });
    const short = await register(shop.auth, database.db, uniqueEmail(), "short");
    expect(short.ok).toBe(false);
    // Registration does not sign in (the visitor goes to the login page).
    expect(await database.db.select().from(session).where(eq(session.userId, row!.id))).toEqual([]);
  });

  it("signs in with the right password only, and signs out on the server", async () => {
    const email = uniqueEmail();
    await register(shop.auth, database.db, email, "right-password");
    expect((await signIn(shop.auth, email, "wrong-password", new Headers())).ok).toBe(false);
    expect(
      (await signIn(shop.auth, "nobody@example.com", "right-password", new Headers())).ok,
    ).toBe(false);

    const result = await signIn(shop.auth, email, "right-password", new Headers());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const cookie = result.setCookies.find((c) => c.includes("session_token"))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const headers = cookieHeaders(result.setCookies);
    expect(await sessionUser(shop.auth, database.db, headers)).toMatchObject({
      email,
      role: "customer",
    });
    await signOut(shop.auth, headers);
    expect(await sessionUser(shop.auth, database.db, headers)).toBeNull();
  });

  it("remembers which session a cookie names, yet asks the database on every lookup whether it still stands", async () => {
    // Two app servers over one database, sharing the secret as several servers must.
    const secret = { AUTH_SECRET: "a-secret-two-servers-share-0123456789" };
    const servers = [testServices(database.db, secret), testServices(database.db, secret)] as const;
    const [first, second] = servers;
    try {
      const email = uniqueEmail();
      await register(first.auth, database.db, email, "right-password");
      const signedIn = await signIn(first.auth, email, "right-password", new Headers());
      const headers = cookieHeaders(signedIn.ok ? signedIn.setCookies : []);
      for (const server of servers)
        expect(await sessionUser(server.auth, database.db, headers)).toMatchObject({
          email,
          role: "customer",
        });

      // The role is read afresh (both servers have looked the cookie up once already).
      await database.db.update(user).set({ role: "admin" }).where(eq(user.email, email));
      expect((await sessionUser(second.auth, database.db, headers))?.role).toBe("admin");

      // Near the end of its life the session is looked up in full again, and better-auth extends it.
      const [row] = await database.db
        .select({ id: session.id })
        .from(session)
        .innerJoin(user, eq(user.id, session.userId))
        .where(eq(user.email, email));
      await database.db
        .update(session)
        .set({ expiresAt: new Date(Date.now() + 60 * 60 * 1000) })
        .where(eq(session.id, row!.id));
      expect(await sessionUser(second.auth, database.db, headers)).toMatchObject({ email });
      const [extended] = await database.db
        .select({ expiresAt: session.expiresAt })
        .from(session)
        .where(eq(session.id, row!.id));
      expect(extended!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);

      // Expired: signed out, though the row is still there.
      await database.db
        .update(session)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(session.id, row!.id));
      expect(await sessionUser(first.auth, database.db, headers)).toBeNull();

      // Signed out on one server: signed out on the other at once.
      const again = await signIn(first.auth, email, "right-password", new Headers());
      const againHeaders = cookieHeaders(again.ok ? again.setCookies : []);
      for (const server of servers)
        expect(await sessionUser(server.auth, database.db, againHeaders)).toMatchObject({ email });
      await signOut(first.auth, againHeaders);
      for (const server of servers)
        expect(await sessionUser(server.auth, database.db, againHeaders)).toBeNull();
    } finally {
      for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  it("marks session cookies Secure when the shop is served over https", async () => {
    const secure = testServices(database.db, { PUBLIC_URL: "https://shop.example" });
    try {
      const email = uniqueEmail();
      await register(secure.auth, database.db, email, "right-password");
      const result = await signIn(secure.auth, email, "right-password", new Headers());
      expect(result.ok && result.setCookies.some((c) => /;\s*Secure/i.test(c))).toBe(true);
    } finally {
      rmSync(secure.dataDir, { recursive: true, force: true });
    }
  });

  it("creates an admin, and promotes an existing customer with a new password", async () => {
    const fresh = uniqueEmail();
    expect(await ensureAdmin(shop.auth, database.db, fresh, "admin-password-1")).toBe("created");
    const signedIn = await signIn(shop.auth, fresh, "admin-password-1", new Headers());
    expect(
      signedIn.ok &&
        (await sessionUser(shop.auth, database.db, cookieHeaders(signedIn.setCookies)))?.role,
    ).toBe("admin");

    const customer = uniqueEmail();
    await register(shop.auth, database.db, customer, "customer-password");
    expect(
      await ensureAdmin(shop.auth, database.db, customer.toUpperCase(), "new-admin-password", {
        promoteExisting: true,
      }),
    ).toBe("promoted");
    expect((await signIn(shop.auth, customer, "customer-password", new Headers())).ok).toBe(false);
    const promoted = await signIn(shop.auth, customer, "new-admin-password", new Headers());
    expect(
      promoted.ok &&
        (await sessionUser(shop.auth, database.db, cookieHeaders(promoted.setCookies)))?.role,
    ).toBe("admin");
  });

  it("promotes an account that registered itself only when told to, and ends the registrant's sessions", async () => {
    // Someone registers the address the owner will later name, and keeps the session cookie.
    const email = uniqueEmail();
    await register(shop.auth, database.db, email, "attacker-password");
    const attacker = await signIn(shop.auth, email, "attacker-password", new Headers());
    expect(attacker.ok).toBe(true);
    const attackerCookie = cookieHeaders(attacker.ok ? attacker.setCookies : []);

    expect(await ensureAdmin(shop.auth, database.db, email, "owner-password-1")).toBe(
      "refused-existing",
    );
    expect((await sessionUser(shop.auth, database.db, attackerCookie))?.role).toBe("customer");
    expect((await signIn(shop.auth, email, "owner-password-1", new Headers())).ok).toBe(false);

    expect(
      await ensureAdmin(shop.auth, database.db, email, "owner-password-1", {
        promoteExisting: true,
      }),
    ).toBe("promoted");
    expect(await sessionUser(shop.auth, database.db, attackerCookie)).toBeNull();
    const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    expect(await database.db.select().from(session).where(eq(session.userId, row!.id))).toEqual([]);

    // The same password again (ADMIN_EMAIL at every start) changes nothing and keeps the admin signed in;
    // a new password ends every session.
    const owner = await signIn(shop.auth, email, "owner-password-1", new Headers());
    const ownerCookie = cookieHeaders(owner.ok ? owner.setCookies : []);
    expect(await ensureAdmin(shop.auth, database.db, email, "owner-password-1")).toBe("unchanged");
    expect((await sessionUser(shop.auth, database.db, ownerCookie))?.role).toBe("admin");
    expect(await ensureAdmin(shop.auth, database.db, email, "owner-password-2")).toBe(
      "password-set",
    );
    expect(await sessionUser(shop.auth, database.db, ownerCookie)).toBeNull();
  });

  it("limits attempts after 5 failures in a minute, per key", async () => {
    const keys = attemptKeys("signin", "203.0.113.7", uniqueEmail());
    for (let n = 0; n < failureLimit.max; n++)
      expect(await reserveAttempt(database.db, keys)).toBe(true);
    expect(await reserveAttempt(database.db, keys)).toBe(false);
    expect(
      await reserveAttempt(database.db, attemptKeys("signin", "203.0.113.8", uniqueEmail())),
    ).toBe(true);
    // A minute later the count starts again.
    await database.db
      .update(authAttempts)
      .set({ windowStart: sql`now() - interval '61 seconds'` })
      .where(
        sql`${authAttempts.key} in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      );
    expect(await reserveAttempt(database.db, keys)).toBe(true);
    const rows = await database.db
      .select()
      .from(authAttempts)
      .where(eq(authAttempts.key, keys[0]!));
    expect(rows[0]?.failures).toBe(1);
  });

  it("lets exactly the limit of parallel attempts through, and takes nothing from a refused one", async () => {
    const keys = attemptKeys("signin", "198.51.100.1", uniqueEmail());
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => reserveAttempt(database.db, keys)),
    );
    expect(answers.filter(Boolean)).toHaveLength(failureLimit.max);
    for (const key of keys) {
      const rows = await database.db.select().from(authAttempts).where(eq(authAttempts.key, key));
      expect(rows[0]?.failures, key).toBe(failureLimit.max);
    }
    // A full e-mail key gives back the slot the address key took.
    const otherAddress = attemptKeys(
      "signin",
      "198.51.100.2",
      keys[1]!.replace("signin:email:", ""),
    );
    expect(await reserveAttempt(database.db, otherAddress)).toBe(false);
    const [address] = await database.db
      .select()
      .from(authAttempts)
      .where(eq(authAttempts.key, otherAddress[0]!));
    expect(address?.failures).toBe(0);
  });

  it("counts only what is not given back, and the hourly registrations per address", async () => {
    const keys = attemptKeys("signin", "198.51.100.3", uniqueEmail());
    for (let n = 0; n < 20; n++) {
      expect(await reserveAttempt(database.db, keys)).toBe(true);
      await releaseAttempt(database.db, keys);
    }
    const hourly = { max: 3, windowSeconds: 3600 };
    const registered = [registrationKey("198.51.100.4")];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => reserveAttempt(database.db, registered, hourly)),
    );
    expect(answers.filter(Boolean)).toHaveLength(3);
    expect(await reserveAttempt(database.db, registered, { max: 0, windowSeconds: 3600 })).toBe(
      true,
    );
  });

  describe("password reset", () => {
    async function requestToken(email: string): Promise<string> {
      await requestPasswordReset(shop.auth, email, "en");
      const [mail] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, email))
        .orderBy(sql`${outbox.createdAt} desc`)
        .limit(1);
      const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1];
      expect(token).toBeDefined();
      return token!;
    }

    it("queues a reset link only for an existing account", async () => {
      const stranger = uniqueEmail();
      await requestPasswordReset(shop.auth, stranger, "en");
      expect(await database.db.select().from(outbox).where(eq(outbox.to, stranger))).toEqual([]);
    });

    it("sets a new password once per link and ends the account's sessions", async () => {
      const email = uniqueEmail();
      await register(shop.auth, database.db, email, "old-password");
      const before = await signIn(shop.auth, email, "old-password", new Headers());
      expect(before.ok).toBe(true);

      const token = await requestToken(email);
      expect(await resetPassword(shop.auth, token, "new-password")).toEqual({ ok: true });
      // The page words "invalid-link" as "This reset link is invalid or has expired." (accounts.spec.ts).
      expect(await resetPassword(shop.auth, token, "other-password")).toEqual({
        ok: false,
        reason: "invalid-link",
      });
      expect(
        before.ok && (await sessionUser(shop.auth, database.db, cookieHeaders(before.setCookies))),
      ).toBeNull();
      expect((await signIn(shop.auth, email, "old-password", new Headers())).ok).toBe(false);
      expect((await signIn(shop.auth, email, "new-password", new Headers())).ok).toBe(true);
    });

    it("refuses an expired link", async () => {
      const email = uniqueEmail();
      await register(shop.auth, database.db, email, "old-password");
      const token = await requestToken(email);
      await database.db
        .update(verification)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(verification.identifier, `reset-password:${token}`));
      expect((await resetPassword(shop.auth, token, "new-password")).ok).toBe(false);
      expect((await signIn(shop.auth, email, "old-password", new Headers())).ok).toBe(true);
    });
  });
});
