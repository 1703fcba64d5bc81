// Who may open what: every route of app/routes.ts, by GET and by POST, as a signed-out visitor,
// two customers (A owns the order and the cart line in the URLs) and an admin, each answer checked
// against one table. A route added to app/routes.ts without a row here fails this test.
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopClient } from "../../tools/harness/http-client.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";
import { routeFiles, routePaths } from "../support/routes.ts";

const admin = { email: "owner@duka.test", password: "owner-password-1" };
const who = ["signedOut", "customerA", "customerB", "admin"] as const;
type Who = (typeof who)[number];

/**
 * allowed: past every access check (a page, a redirect elsewhere, or a refusal of the empty form);
 * auth: redirected to /auth?redirectTo=...; forbidden: 403; not-found: 404; no-action: 405 (no form here).
 */
type Answer = "allowed" | "auth" | "forbidden" | "not-found" | "no-action";
type Row = Record<Who, Answer>;

const everyone: Row = {
  signedOut: "allowed",
  customerA: "allowed",
  customerB: "allowed",
  admin: "allowed",
};
const signedIn: Row = {
  signedOut: "auth",
  customerA: "allowed",
  customerB: "allowed",
  admin: "allowed",
};
const staffOnly: Row = {
  signedOut: "auth",
  customerA: "forbidden",
  customerB: "forbidden",
  admin: "allowed",
};
/** A's order: A and staff see it; B gets exactly what a missing order gives. */
const ownerOnly: Row = {
  signedOut: "auth",
  customerA: "allowed",
  customerB: "not-found",
  admin: "allowed",
};
const noAction: Row = {
  signedOut: "no-action",
  customerA: "no-action",
  customerB: "no-action",
  admin: "no-action",
};
/** The desk's pages without a form: the staff guard answers anyone else first, staff get the 405. */
const staffNoAction: Row = {
  signedOut: "auth",
  customerA: "forbidden",
  customerB: "forbidden",
  admin: "no-action",
};
const nowhere: Row = {
  signedOut: "not-found",
  customerA: "not-found",
  customerB: "not-found",
  admin: "not-found",
};

const table: Record<string, { get: Row; post: Row }> = {
  "/": { get: everyone, post: noAction },
  shop: { get: everyone, post: noAction },
  "type/:type": { get: everyone, post: noAction },
  "item/:id": { get: everyone, post: signedIn },
  "item/:id/edit": { get: staffOnly, post: staffOnly },
  "item/:id/delete": { get: staffOnly, post: staffOnly },
  search: { get: everyone, post: noAction },
  "search/panel": { get: everyone, post: noAction },
  auth: { get: everyone, post: everyone },
  register: { get: everyone, post: everyone },
  logout: { get: everyone, post: everyone },
  "forgot-password": { get: everyone, post: everyone },
  "reset-password": { get: everyone, post: everyone },
  create: { get: staffOnly, post: staffOnly },
  cart: { get: signedIn, post: signedIn },
  checkout: { get: signedIn, post: signedIn },
  // Try again (automatic M-Pesa payments): this shop has none, so its owner finds no form to post.
  "checkout/success/:orderId": {
    get: ownerOnly,
    post: { signedOut: "auth", customerA: "no-action", customerB: "not-found", admin: "no-action" },
  },
  "checkout/success/:orderId/status": { get: ownerOnly, post: noAction },
  "payments/stk/callback/:secret": { get: nowhere, post: nowhere },
  "payments/paybill/:secret/:kind": { get: nowhere, post: nowhere },
  "sms/delivery-reports/:secret": { get: nowhere, post: nowhere },
  "order-confirmation/:orderId": { get: ownerOnly, post: noAction },
  "orders/:orderId/receipt": { get: ownerOnly, post: noAction },
  orders: { get: signedIn, post: noAction },
  wholesale: { get: signedIn, post: signedIn },
  admin: { get: staffOnly, post: staffNoAction },
  "admin/orders": { get: staffOnly, post: staffNoAction },
  "admin/orders.csv": { get: staffOnly, post: staffNoAction },
  "admin/orders/:orderId": { get: staffOnly, post: staffOnly },
  "admin/orders/:orderId/packing-slip": { get: staffOnly, post: staffNoAction },
  "admin/items": { get: staffOnly, post: staffNoAction },
  "admin/backup": { get: noAction, post: staffOnly },
  "admin/settings": { get: staffOnly, post: staffOnly },
  "admin/payments": { get: staffOnly, post: staffNoAction },
  "admin/wholesale": { get: staffOnly, post: staffOnly },
  "admin/categories": { get: staffOnly, post: staffOnly },
  "admin/categories/:categoryId": { get: staffOnly, post: staffOnly },
  "*": { get: nowhere, post: noAction },
};

describe("access matrix over HTTP", () => {
  let dataDir: string;
  let shop: ShopProcess;
  const client = shopClient(() => shop.url);
  const cookies = {} as Record<Who, string | undefined>;
  const accounts = {} as Record<Who, { email: string; password: string } | undefined>;
  const params = { type: "women", id: "", orderId: "", categoryId: "" };
  let deletableItemId = "";
  let aliceLineId = "";

  beforeAll(async () => {
    ensureBuilt();
    dataDir = tempDataDir();
    shop = await startShopProcess({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      TRUST_PROXY: "true",
    });
    cookies.signedOut = undefined;
    cookies.admin = await client.signIn(admin.email, admin.password);
    accounts.admin = admin;
    for (const customer of ["customerA", "customerB"] as const) {
      accounts[customer] = {
        email: `${customer}-${Date.now()}@example.com`,
        password: "customer-pass-1",
      };
      cookies[customer] = await client.registerAndSignIn(
        accounts[customer].email,
        accounts[customer].password,
      );
    }
    const categoriesDesk = await client.get("/admin/categories", { cookie: cookies.admin });
    params.categoryId = /href="\/admin\/categories\/([^"/?#]+)"/.exec(
      await categoriesDesk.text(),
    )![1]!;
    const itemIds = await client.itemIdsOn("/type/women");
    params.id = itemIds[0]!;
    deletableItemId = itemIds.at(-1)!;
    params.orderId = await client.placeOrder({ cookie: cookies.customerA! }, params.id);
    // A keeps a line in the cart, for B to try to change.
    await client.addToCart({ cookie: cookies.customerA }, itemIds[1]!);
    aliceLineId = /name="lineId" value="([0-9a-f-]{36})"/.exec(
      await (await client.get("/cart", { cookie: cookies.customerA })).text(),
    )![1]!;
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  function urlFor(routePath: string, method: "GET" | "POST", as: Who): string {
    if (routePath === "/") return "/";
    if (routePath === "*") return "/no/such/page";
    // Deleting for real (admin POST) takes an item nobody else's row needs.
    const id =
      routePath === "item/:id/delete" && method === "POST" && as === "admin"
        ? deletableItemId
        : params.id;
    return `/${routePath.replace(":type", params.type).replace(":id", id).replace(":orderId", params.orderId).replace(":categoryId", params.categoryId).replace(":secret", "not-the-secret").replace(":kind", "confirmation")}`;
  }

  function classify(response: Response): Answer | `unexpected ${number}` {
    const location = response.headers.get("location") ?? "";
    if (response.status === 302 && location.startsWith("/auth?redirectTo=")) return "auth";
    if (response.status === 403) return "forbidden";
    if (response.status === 404) return "not-found";
    if (response.status === 405) return "no-action";
    if (response.status < 500) return "allowed";
    return `unexpected ${response.status}`;
  }

  it("has a row for every route in app/routes.ts", () => {
    const paths = routePaths();
    expect(
      paths.filter((p) => !(p in table)),
      "routes without a row",
    ).toEqual([]);
    expect(
      Object.keys(table).filter((p) => !paths.includes(p)),
      "rows without a route",
    ).toEqual([]);
    // Every route that has a form action is expected to take POSTs, and no other.
    for (const { path: key, file } of routeFiles()) {
      const source = readFileSync(path.join(import.meta.dirname, "..", "..", "app", file), "utf8");
      const hasAction = /export (async )?function action/.test(source);
      const post = table[key]!.post;
      const takesNoForm = post === noAction || post === staffNoAction;
      // A layout (the desk's) takes no form itself, whatever its pages do.
      if (!hasAction && file.endsWith("/layout.tsx")) continue;
      expect(takesNoForm, `${key} POST row (${file})`).toBe(!hasAction);
    }
  });

  it("answers every route and action as the table says", async () => {
    const mismatches: string[] = [];
    for (const [routePath, row] of Object.entries(table)) {
      for (const method of ["GET", "POST"] as const) {
        // Admin POSTs last: deleting an item must not change what the others see.
        for (const as of who) {
          const url = urlFor(routePath, method, as);
          // Logging out ends the session it is sent with: use a session of its own.
          const account = accounts[as];
          const cookie =
            routePath === "logout" && method === "POST" && account
              ? await client.signIn(account.email, account.password)
              : cookies[as];
          const response =
            method === "GET"
              ? await client.get(url, { cookie })
              : await client.post(url, {}, { cookie });
          await response.arrayBuffer();
          const expected = (method === "GET" ? row.get : row.post)[as];
          const got = classify(response);
          if (got !== expected)
            mismatches.push(`${method} ${url} as ${as}: expected ${expected}, got ${got}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("refuses every form post from another site with 403, whoever sends it", async () => {
    for (const [routePath, row] of Object.entries(table)) {
      if (row.post === noAction) continue;
      for (const as of who) {
        const url = urlFor(routePath, "POST", as);
        const answer = await client.post(
          url,
          {},
          { cookie: cookies[as], origin: "https://evil.example" },
        );
        expect(answer.status, `POST ${url} as ${as} from another site`).toBe(403);
      }
    }
  });

  it("changes nothing on GET: opening /logout keeps the session", async () => {
    const cookie = await client.signIn(accounts.customerA!.email, accounts.customerA!.password);
    expect((await client.get("/logout", { cookie })).status).toBe(302);
    expect((await client.get("/orders", { cookie })).status).toBe(200);
  });

  it("lets nobody change another customer's cart line or see their order", async () => {
    const removed = await client.post(
      "/cart",
      { intent: "remove", lineId: aliceLineId },
      { cookie: cookies.customerB },
    );
    expect(removed.status).toBe(404);
    expect(await (await client.get("/cart", { cookie: cookies.customerA })).text()).toContain(
      aliceLineId,
    );
    const orders = await (await client.get("/orders", { cookie: cookies.customerB })).text();
    expect(orders).not.toContain(params.orderId);
  });
});
