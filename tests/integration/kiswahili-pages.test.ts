// A Kiswahili reader meets no English: every route of app/routes.ts, opened with ?lang=sw as a
// visitor, a customer and an admin on the built shop (and the forms' refusals), and every e-mail the
// shop sends to a customer who shopped in Kiswahili, are searched for catalogue keys shown raw and
// for the catalogue's English. The same e-mails to a customer who shopped in English stay English.
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopClient } from "../../tools/harness/http-client.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";
import { readMails, type Mail } from "../support/eml.ts";
import { routePaths } from "../support/routes.ts";
import { englishIn, rawKeysIn, readableTexts } from "../support/untranslated.ts";

const admin = { email: "owner@duka.test", password: "owner-password-1" };
const viewers = ["visitor", "customer", "admin"] as const;
type Viewer = (typeof viewers)[number];

/** Routes that answer no page to read: a file download, JSON for the search panel's script, a redirect. */
// Not pages: a download, JSON for scripts, Daraja's callbacks, and actions without a page of their own.
const notPages = new Set([
  "admin/backup",
  "admin/orders.csv",
  "search/panel",
  "logout",
  "checkout/success/:orderId/status",
  "payments/stk/callback/:secret",
  "payments/paybill/:secret/:kind",
  "sms/delivery-reports/:secret",
]);

/** `?lang=sw` on a URL that may have a query already. */
const inKiswahili = (url: string) => `${url}${url.includes("?") ? "&" : "?"}lang=sw`;

describe("the shop in Kiswahili", () => {
  let dataDir: string;
  let shop: ShopProcess;
  const client = shopClient(() => shop.url);
  const cookies = {} as Record<Viewer, string | undefined>;
  const swEmail = `mnunuzi-${Date.now()}@example.com`;
  const enEmail = `shopper-${Date.now()}@example.com`;
  const params = { type: "women", id: "", orderId: "" };
  let cancelledId = "";
  let enOrderId = "";
  let enShopper: { cookie: string } = { cookie: "" };

  beforeAll(async () => {
    ensureBuilt();
    dataDir = tempDataDir();
    shop = await startShopProcess({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      TRUST_PROXY: "true",
    });
    // Each signed-in viewer has chosen Kiswahili before (the `lang` cookie), the visitor says it per URL.
    cookies.visitor = undefined;
    cookies.customer = `${await client.registerAndSignIn(swEmail, "mteja-pass-1")}; lang=sw`;
    cookies.admin = `${await client.signIn(admin.email, admin.password)}; lang=sw`;
    const itemIds = await client.itemIdsOn("/type/women");
    params.id = itemIds[0]!;
    const swShopper = { cookie: cookies.customer };
    params.orderId = await client.placeOrder(swShopper, itemIds[1]!, {
      email: swEmail,
      paymentMethod: "mpesa",
    });
    cancelledId = await client.placeOrder(swShopper, itemIds[2]!, {
      email: swEmail,
      paymentMethod: "cashondelivery",
    });
    await client.placeOrder(swShopper, itemIds[3]!, {
      email: swEmail,
      paymentMethod: "creditcard",
    });
    // A line left in the cart, so that the cart and checkout pages show one.
    await client.addToCart(swShopper, itemIds[4]!);
    // The desk's changes are made in English: the e-mails follow the order's language, not staff's.
    const staff = { cookie: (await client.signIn(admin.email, admin.password)) + "; lang=en" };
    const desk = (orderId: string, form: Record<string, string>) =>
      client.post(`/admin/orders/${orderId}`, form, staff);
    expect(
      (
        await desk(params.orderId, {
          intent: "record-payment",
          expectedStatus: "pending",
          paidWith: "mpesa",
          reference: "QK1ABC2345",
        })
      ).status,
    ).toBe(302);
    expect(
      (
        await desk(params.orderId, {
          intent: "mark-shipped",
          expectedStatus: "paid",
          note: "G4S, namba 77",
        })
      ).status,
    ).toBe(302);
    expect(
      (
        await desk(cancelledId, {
          intent: "cancel",
          expectedStatus: "pending",
          reason: "Mteja aliomba",
        })
      ).status,
    ).toBe(302);
    expect((await client.post("/forgot-password?lang=sw", { email: swEmail })).status).toBe(200);
    // The same journey in English.
    enShopper = { cookie: await client.registerAndSignIn(enEmail, "customer-pass-1") };
    enOrderId = await client.placeOrder(enShopper, itemIds[1]!, { email: enEmail });
    expect(
      (
        await desk(enOrderId, {
          intent: "cancel",
          expectedStatus: "pending",
          reason: "Asked by the customer",
        })
      ).status,
    ).toBe(302);
    expect((await client.post("/forgot-password", { email: enEmail })).status).toBe(200);
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  function urlsFor(routePath: string): string[] {
    if (routePath === "/") return ["/"];
    if (routePath === "*") return ["/no/such/page", `/item/00000000-0000-4000-8000-000000000000`];
    if (routePath === "search") return ["/search", "/search?q=dress", "/search?q=zzzqqq"];
    if (routePath === "reset-password") return ["/reset-password?token=not-a-token"];
    if (routePath === "type/:type") return ["/type/women", "/type/shoes", "/type/sports?page=99"];
    const url = `/${routePath.replace(":type", params.type).replace(":id", params.id).replace(":orderId", params.orderId)}`;
    if (routePath === "admin/orders/:orderId")
      return [url, `/admin/orders/${cancelledId}`, `${url}?done=shipped`];
    return [url];
  }

  /** What is wrong with a page a Kiswahili reader opened (empty: nothing). */
  function problems(html: string, document: boolean): string[] {
    const texts = readableTexts(html);
    return [
      ...(document && !html.includes('<html lang="sw"') ? ['<html lang> is not "sw"'] : []),
      ...rawKeysIn(texts).map((key) => `raw key ${key}`),
      ...englishIn(texts).map((english) => `English "${english}"`),
    ];
  }

  it("shows every page to every viewer in Kiswahili only", async () => {
    const found: string[] = [];
    const read = new Set<string>();
    for (const routePath of routePaths()) {
      if (notPages.has(routePath)) continue;
      for (const url of urlsFor(routePath)) {
        for (const viewer of viewers) {
          const response = await client.get(inKiswahili(url), { cookie: cookies[viewer] });
          const html = await response.text();
          expect(response.status, `${url} as ${viewer}`).toBeLessThan(500);
          if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) continue;
          read.add(routePath);
          for (const problem of problems(html, true)) found.push(`${url} as ${viewer}: ${problem}`);
        }
      }
    }
    expect(found).toEqual([]);
    // And the pages do speak Kiswahili (the controls' fixed Kiswahili names).
    const page = async (url: string, viewer: Viewer) =>
      (await (await client.get(inKiswahili(url), { cookie: cookies[viewer] })).text()).replaceAll(
        "<!-- -->",
        "",
      );
    expect(await page(`/item/${params.id}`, "customer")).toContain(">Weka Kikapuni<");
    expect(await page("/cart", "customer")).toContain("Endelea Kulipa");
    const checkout = await page("/checkout", "customer");
    expect(checkout).toContain(">Weka Oda<");
    // Only the page's language reaches the browser: the hydrated checkout's messages carry no English.
    expect(checkout).toContain("window.__reactRouterContext");
    expect(checkout).not.toContain("Place Order");
    expect(checkout).not.toContain("Shipping details");
    expect(await page("/type/shoes", "visitor")).toContain(">VIATU</h1>");
    expect(await page("/type/women", "visitor")).toContain("Angalia Maelezo");
    // Every page route was read as at least one viewer (a route that always redirects would not be).
    expect(routePaths().filter((p) => !notPages.has(p) && !read.has(p))).toEqual([]);
  });

  it("words the forms' refusals in Kiswahili", async () => {
    const found: string[] = [];
    const refusals: [string, Record<string, string>, Viewer][] = [
      ["/auth", { email: "", password: "" }, "visitor"],
      ["/auth", { email: "hakuna@example.com", password: "si-sahihi-kabisa" }, "visitor"],
      [
        "/register",
        { email: "si-barua", password: "fupi", confirmPassword: "nyingine" },
        "visitor",
      ],
      ["/forgot-password", { email: "" }, "visitor"],
      [
        "/reset-password?token=not-a-token",
        { token: "not-a-token", password: "fupi", confirmPassword: "fupi" },
        "visitor",
      ],
      [
        "/checkout",
        {
          idempotencyKey: "",
          paymentMethod: "",
          name: "",
          email: "x",
          address: "",
          phone: "abc",
          city: "",
          postalCode: "",
          country: "ZZ",
        },
        "customer",
      ],
      [`/item/${params.id}`, { quantity: "0", instructions: "", sizeId: "" }, "customer"],
      ["/create", { name: "", type: "", price: "bei" }, "admin"],
      [
        `/admin/orders/${enOrderId}`,
        {
          intent: "record-payment",
          expectedStatus: "pending",
          paidWith: "mpesa",
          reference: "<b>",
        },
        "admin",
      ],
      ["/admin/settings", { phone: "", email: "" }, "admin"],
    ];
    for (const [url, form, viewer] of refusals) {
      const response = await client.post(inKiswahili(url), form, { cookie: cookies[viewer] });
      const html = await response.text();
      expect(response.status, `POST ${url}`).toBeLessThan(500);
      if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) continue;
      for (const problem of problems(html, true))
        found.push(`POST ${url} as ${viewer}: ${problem}`);
      if (url === "/register") expect(html).toContain("Weka anwani sahihi ya barua pepe");
    }
    expect(found).toEqual([]);
  });

  it("chooses the language by Accept-Language without a choice, and caches each language apart", async () => {
    const open = (acceptLanguage: string, headers: Record<string, string> = {}) =>
      fetch(`${shop.url}/type/women`, {
        headers: { "Accept-Language": acceptLanguage, ...headers },
      });
    const swPage = await open("sw-KE,sw;q=0.9,en;q=0.5");
    expect(await swPage.text()).toContain('<html lang="sw"');
    const enPage = await open("en-KE,en;q=0.9");
    expect(await enPage.text()).toContain('<html lang="en"');
    const swTag = swPage.headers.get("etag")!;
    const enTag = enPage.headers.get("etag")!;
    expect(swTag).toMatch(/^W\/"sw-/);
    expect(enTag).toMatch(/^W\/"en-/);
    for (const page of [swPage, enPage])
      expect(page.headers.get("vary")).toContain("Accept-Language, Cookie");
    // The English copy is no answer to a Kiswahili reader; the Kiswahili one is.
    expect((await open("sw", { "If-None-Match": enTag })).status).toBe(200);
    const notModified = await open("sw", { "If-None-Match": swTag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("vary")).toContain("Accept-Language");
  });

  function mailsTo(email: string): Mail[] {
    return readMails(path.join(dataDir, "mail")).filter((mail) => mail.to === email);
  }

  it("writes every e-mail to a Kiswahili shopper in Kiswahili", async () => {
    // Three confirmations (M-Pesa, cash, card), the payment received, shipped, cancelled and the
    // reset link.
    await expect.poll(() => mailsTo(swEmail).length, { timeout: 15_000 }).toBe(7);
    const mails = mailsTo(swEmail);
    const subjects = mails.map((mail) => mail.subject).sort();
    expect(
      subjects.filter((subject) => subject.startsWith("Oda yako ya Duka Fashions")),
    ).toHaveLength(5);
    expect(subjects).toContain("Badilisha nenosiri lako la Duka Fashions");
    expect(
      subjects.filter((subject) =>
        subject.startsWith("Malipo yamepokelewa kwa oda yako ya Duka Fashions"),
      ),
    ).toHaveLength(1);
    for (const mail of mails) {
      const texts = mail.text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean);
      expect(englishIn([mail.subject, ...texts]), mail.subject).toEqual([]);
      expect(rawKeysIn(texts), mail.subject).toEqual([]);
    }
    const confirmation = mails.find(
      (mail) => mail.text.includes("Lipa") && mail.text.includes("kwa M-Pesa"),
    )!;
    expect(confirmation.text).toMatch(/Jumla: Ksh\. [\d,]+\.\d\d/);
    expect(mails.some((mail) => mail.text.includes("Sababu: Mteja aliomba"))).toBe(true);
    expect(mails.some((mail) => mail.text.includes("Msafirishaji: G4S, namba 77"))).toBe(true);
  });

  it("keeps the e-mails to an English shopper in English", async () => {
    await expect.poll(() => mailsTo(enEmail).length, { timeout: 15_000 }).toBe(3);
    const enNumber = await client.orderNumberOf(enShopper, enOrderId);
    const subjects = mailsTo(enEmail)
      .map((mail) => mail.subject)
      .sort();
    expect(subjects).toEqual([
      "Reset your Duka Fashions password",
      `Your Duka Fashions order ${enNumber}`,
      `Your Duka Fashions order ${enNumber} was cancelled`,
    ]);
    expect(mailsTo(enEmail).find((mail) => mail.subject.startsWith("Reset"))!.text).toContain(
      "Someone asked to reset the password",
    );
  });
});
