// Accounts through the built shop's HTTP interface, as a browser without JavaScript uses it:
// plain form posts, cookies, redirects, refusals, and the admin command.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieOf, shopClient } from "../../tools/harness/http-client.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";

const admin = { email: "owner@duka.test", password: "owner-password-1" };

describe("accounts over HTTP", () => {
  let dataDir: string;
  let shop: ShopProcess;

  beforeAll(async () => {
    ensureBuilt();
    dataDir = tempDataDir();
    shop = await startShopProcess({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      TRUST_PROXY: "true",
      SEED_DEMO: "false",
    });
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const { post, registerAndSignIn } = shopClient(() => shop.url);

  it("sends signed-out visitors of protected pages and their forms to /auth, and back after", async () => {
    for (const page of [
      "/create",
      "/cart",
      "/checkout",
      "/order-confirmation/3f1c2a9e-1b2c-4d5e-8f90-1234567890ab",
    ]) {
      const viewed = await fetch(`${shop.url}${page}`, { redirect: "manual" });
      expect(viewed.status, page).toBe(302);
      expect(viewed.headers.get("location"), page).toBe(
        `/auth?redirectTo=${encodeURIComponent(page)}`,
      );
    }
    // Pages with forms: their actions are guarded too (the confirmation page has none: 405).
    for (const page of ["/create", "/cart", "/checkout"]) {
      const posted = await post(page, { anything: "1" });
      expect(posted.status, page).toBe(302);
      expect(posted.headers.get("location"), page).toBe(
        `/auth?redirectTo=${encodeURIComponent(page)}`,
      );
    }
    await registerAndSignIn("back@example.com");
    const signedIn = await post("/auth?redirectTo=%2Fcart", {
      email: "back@example.com",
      password: "customer-pass-1",
    });
    expect(signedIn.headers.get("location")).toBe("/cart");
  });

  it("only follows redirectTo to paths on this site", async () => {
    await registerAndSignIn("redirect@example.com");
    for (const target of [
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
    ]) {
      const response = await post(`/auth?redirectTo=${encodeURIComponent(target)}`, {
        email: "redirect@example.com",
        password: "customer-pass-1",
      });
      expect(response.headers.get("location"), target).toBe("/");
    }
  });

  it("checks an Add to Cart carried through login like the item page's form: a written-up one adds nothing and answers no error", async () => {
    await registerAndSignIn("intent@example.com");
    const signInWith = async (query: Record<string, string>) => {
      const response = await post(`/auth?${new URLSearchParams(query)}`, {
        email: "intent@example.com",
        password: "customer-pass-1",
      });
      expect(response.status, JSON.stringify(query)).toBe(302);
      return { location: response.headers.get("location"), cookie: cookieOf(response)! };
    };
    const missing = "3f1c2a9e-1b2c-4d5e-8f90-1234567890ab";
    // Not an item id: no intent at all, the usual redirect.
    expect((await signInWith({ redirectTo: "/orders", addItem: "../admin" })).location).toBe(
      "/orders",
    );
    // A quantity, size or instructions the item page would refuse, or no such item: back to the
    // item's page, and the cart stays empty.
    const refused: Record<string, string>[] = [
      { quantity: "-4" },
      { quantity: "abc" },
      { instructions: "x".repeat(501) },
      { sizeId: "s".repeat(65) },
      { quantity: "2" },
    ];
    for (const fields of refused) {
      const { location, cookie } = await signInWith({ addItem: missing, ...fields });
      expect(location, JSON.stringify(fields)).toBe(`/item/${missing}`);
      const cart = await fetch(`${shop.url}/cart`, { headers: { Cookie: cookie } });
      expect(await cart.text()).toContain("Your cart is currently empty.");
    }
  });

  it("says the account was created on the next login page only, with its e-mail filled in", async () => {
    const registered = await post("/register", {
      email: "fresh@example.com",
      password: "customer-pass-1",
      confirmPassword: "customer-pass-1",
    });
    expect(registered.headers.get("location")).toBe("/auth");
    const told = cookieOf(registered)!;
    expect(registered.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    const login = await fetch(`${shop.url}/auth`, { headers: { Cookie: told } });
    const page = await login.text();
    expect(page).toMatch(
      /<p role="status"[^>]*>Account created\. Log in with your e-mail and password\.<\/p>/,
    );
    expect(page).toContain('value="fresh@example.com"');
    // Read once: the answer clears it.
    expect(login.headers.get("set-cookie")).toMatch(/registered=[^;]*;.*Max-Age=0/i);
    const plain = await (await fetch(`${shop.url}/auth`)).text();
    // (The page's messages ride along for its script; the notice itself is not shown.)
    expect(plain).not.toMatch(/<p role="status"[^>]*>Account created/);
    expect(plain).not.toContain('value="fresh@example.com"');
  });

  it("never lets a sign-up choose its role", async () => {
    const email = "sneaky@example.com";
    await post("/register", {
      email,
      password: "sneaky-pass-1",
      confirmPassword: "sneaky-pass-1",
      role: "admin",
      isAdmin: "true",
    });
    const cookie = cookieOf(await post("/auth", { email, password: "sneaky-pass-1" }));
    const page = await fetch(`${shop.url}/create`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("only shop staff can add items");
  });

  it("lets the admin from ADMIN_EMAIL open /create", async () => {
    const cookie = cookieOf(await post("/auth", admin));
    const page = await fetch(`${shop.url}/create`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
  });

  it("refuses hostile input with a clear message and keeps what was typed", async () => {
    const long = await post("/register", {
      email: `${"a".repeat(300)}@example.com`,
      password: "x".repeat(10_000),
      confirmPassword: "x".repeat(10_000),
    });
    expect(long.status).toBe(400);
    const html = await long.text();
    expect(html).toMatch(/too long/);

    const malformed = await post("/register", {
      email: "not-an-email",
      password: "long-enough-1",
      confirmPassword: "long-enough-1",
    });
    expect(malformed.status).toBe(400);
    const body = await malformed.text();
    expect(body).toContain("Enter a valid e-mail address");
    expect(body).toContain('value="not-an-email"');

    const wrong = await post("/auth", {
      email: "nobody@example.com",
      password: "y".repeat(10_000),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("Wrong Email or Password");
  });

  it("refuses every form post from another site with 403", async () => {
    for (const page of [
      "/auth",
      "/register",
      "/logout",
      "/forgot-password",
      "/reset-password",
      "/item/3f1c2a9e-1b2c-4d5e-8f90-1234567890ab",
    ]) {
      const response = await post(
        page,
        { email: "x@example.com", password: "whatever-1" },
        { origin: "https://evil.example" },
      );
      expect(response.status, page).toBe(403);
    }
  });

  it("answers the sixth failure in a minute with 429, for the address and for the e-mail", async () => {
    await registerAndSignIn("limited@example.com", "right-password-1");
    const ip = "198.51.100.77";
    for (let n = 0; n < 5; n++) {
      expect(
        (await post("/auth", { email: "limited@example.com", password: `wrong-${n}` }, { ip }))
          .status,
      ).toBe(401);
    }
    const limited = await post(
      "/auth",
      { email: "limited@example.com", password: "right-password-1" },
      { ip },
    );
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Too many attempts, try again in a minute");
    // The same e-mail from another address is limited too; another e-mail from a new address is not.
    expect(
      (await post("/auth", { email: "limited@example.com", password: "right-password-1" })).status,
    ).toBe(429);
    expect(
      (await post("/auth", { email: "other@example.com", password: "whatever-1" })).status,
    ).toBe(401);
  });

  it("ends the session on the server at logout", async () => {
    const cookie = await registerAndSignIn("bye@example.com");
    expect(
      (await fetch(`${shop.url}/cart`, { headers: { Cookie: cookie }, redirect: "manual" })).status,
    ).toBe(200);
    const out = await post("/logout", {}, { cookie });
    expect(out.headers.get("location")).toBe("/");
    // The old cookie no longer opens anything.
    expect(
      (await fetch(`${shop.url}/cart`, { headers: { Cookie: cookie }, redirect: "manual" })).status,
    ).toBe(302);
  });
});

/** Runs `npm run admin -- ARGS` on that data directory. */
function adminCommand(dataDir: string, args: string[]) {
  const root = path.resolve(import.meta.dirname, "..", "..");
  return spawnSync(process.execPath, [path.join(root, "scripts", "admin.ts"), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
}

describe("npm run admin -- create-admin", () => {
  it("creates an admin while the shop is stopped, and refuses while it runs on the same directory", async () => {
    ensureBuilt();
    const dataDir = tempDataDir();
    const run = (args: string[]) => adminCommand(dataDir, args);
    try {
      const created = run(["create-admin", "boss@duka.test", "boss-password-1"]);
      expect(created.status, created.stderr).toBe(0);
      expect(created.stdout).toContain("boss@duka.test is now an admin");
      expect(run(["create-admin", "boss@duka.test"]).status).toBe(2);

      const shop = await startShopProcess({ DATA_DIR: dataDir, SEED_DEMO: "false" });
      try {
        const busy = run(["create-admin", "other@duka.test", "other-password-1"]);
        expect(busy.status).toBe(1);
        expect(busy.stderr).toMatch(/in use by another shop process/);
        const boss = shopClient(() => shop.url);
        const cookie = await boss.signIn("boss@duka.test", "boss-password-1");
        expect((await boss.get("/create", { cookie })).status).toBe(200);
      } finally {
        await shop.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two processes start and a password is hashed: slow on a busy machine.
  }, 120_000);

  it("never turns a pre-registered account's session into an admin's: promotion needs --promote-existing and ends its sessions; ADMIN_EMAIL refuses", async () => {
    ensureBuilt();
    const dataDir = tempDataDir();
    const run = (args: string[]) => adminCommand(dataDir, args);
    try {
      // Before the owner names them, someone registers both addresses and keeps the cookies.
      let attackerCookie: string;
      let envCookie: string;
      let shop = await startShopProcess({ DATA_DIR: dataDir, SEED_DEMO: "false" });
      try {
        const attacker = shopClient(() => shop.url);
        attackerCookie = await attacker.registerAndSignIn("owner@duka.test", "attacker-pass-1");
        envCookie = await attacker.registerAndSignIn("env-owner@duka.test", "attacker-pass-1");
      } finally {
        await shop.stop();
      }

      const refused = run(["create-admin", "owner@duka.test", "owner-password-1"]);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain("--promote-existing");
      const promoted = run([
        "create-admin",
        "owner@duka.test",
        "owner-password-1",
        "--promote-existing",
      ]);
      expect(promoted.status, promoted.stderr).toBe(0);
      expect(promoted.stdout).toContain("sessions ended");

      shop = await startShopProcess({
        DATA_DIR: dataDir,
        SEED_DEMO: "false",
        ADMIN_EMAIL: "env-owner@duka.test",
        ADMIN_PASSWORD: "env-password-1",
      });
      try {
        const client = shopClient(() => shop.url);
        // The promoted account's old session is gone; its owner signs in with the new password.
        const stale = await client.get("/create", { cookie: attackerCookie });
        expect(stale.status).toBe(302);
        expect(stale.headers.get("location")).toMatch(/^\/auth/);
        const owner = await client.signIn("owner@duka.test", "owner-password-1");
        expect((await client.get("/create", { cookie: owner })).status).toBe(200);
        // ADMIN_EMAIL naming a registered customer: one clear line, the shop starts, nothing promoted.
        const lines = shop
          .output()
          .split("\n")
          .filter((line) => line.includes("ADMIN_EMAIL names an account that registered itself"));
        expect(lines).toHaveLength(1);
        expect((await client.get("/create", { cookie: envCookie })).status).toBe(403);
        expect(
          (await client.post("/auth", { email: "env-owner@duka.test", password: "env-password-1" }))
            .status,
        ).toBe(401);
      } finally {
        await shop.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
