// The owner's dashboard and the orders CSV through the built shop's HTTP interface: the dashboard
// page with its charts, the desk's link to the CSV with its filter, the CSV's headers, rows,
// quoting and neutralised formulas, the desk's filter and search applied, and customers and
// signed-out visitors refused.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../support/csv.ts";
import { shopClient } from "../../tools/harness/http-client.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";

const admin = { email: "owner@duka.test", password: "owner-password-1" };
const header = [
  "Order number",
  "Date (Nairobi time)",
  "Customer",
  "Phone",
  "City",
  "Country",
  "Payment method",
  "Status",
  "Items",
  "Delivery fee (Ksh)",
  "Total (Ksh)",
  "Business name",
  "KRA PIN",
  "Paid with",
  "Payment reference",
  "Refunded (Ksh)",
];

describe("dashboard and orders CSV over HTTP", () => {
  let dataDir: string;
  let shop: ShopProcess;
  const client = shopClient(() => shop.url);
  const { get, post } = client;
  let adminCookie: string;
  let customerCookie: string;
  let formulaOrder: string;
  let cancelledOrder: string;
  /** The CSV names orders by their numbers. */
  let formulaNumber: string;
  let cancelledNumber: string;

  beforeAll(async () => {
    ensureBuilt();
    dataDir = tempDataDir();
    shop = await startShopProcess({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      TRUST_PROXY: "true",
    });
    adminCookie = await client.signIn(admin.email, admin.password);
    customerCookie = await client.registerAndSignIn();
    const [first, second] = await client.itemIdsOn("/type/women");
    formulaOrder = await client.placeOrder({ cookie: customerCookie }, first!, {
      name: '=HYPERLINK("http://evil.example","Wanjirũ")',
      email: "formula@example.com",
      city: "Kisumu, Milimani",
      phone: "+254 722 000 111",
    });
    cancelledOrder = await client.placeOrder({ cookie: customerCookie }, second!, {
      email: "cancel-me@example.com",
    });
    const cancel = await post(
      `/admin/orders/${cancelledOrder}`,
      { intent: "cancel", expectedStatus: "pending", reason: "Test" },
      { cookie: adminCookie },
    );
    expect(cancel.status).toBe(302);
    formulaNumber = await client.orderNumberOf({ cookie: adminCookie }, formulaOrder);
    cancelledNumber = await client.orderNumberOf({ cookie: adminCookie }, cancelledOrder);
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const csvOf = async (query: string) => {
    const answer = await get(`/admin/orders.csv${query}`, { cookie: adminCookie });
    expect(answer.status).toBe(200);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    return {
      answer,
      bytes,
      rows: parseCsv(
        new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).replace(/^\uFEFF/, ""),
      ),
    };
  };

  it("shows staff the dashboard: charts named for screen readers, the figures' table, what counts, links to waiting orders", async () => {
    const answer = await get("/admin", { cookie: adminCookie });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toMatch(/<svg role="img" aria-labelledby="chart-revenue-title"/);
    expect(html).toContain('<title id="chart-revenue-title">Revenue per day, last 30 days</title>');
    expect(html).toContain('<title id="chart-orders-title">Orders per day, last 30 days</title>');
    expect(html).toContain("<caption>Orders and revenue by day</caption>");
    expect(html).toContain("except cancelled ones");
    // One order counted today: the cancelled one is not.
    expect(html).toMatch(/1 order over 30 days/);
    expect(html).toContain('href="/admin/orders?status=pending"');
    expect(html).toContain(">1 order waiting for payment</a>");
    expect(html).toMatch(
      /No item is low on stock\.|\d+ items? at or below the low-stock mark(, \d+ of them sold out)?\./,
    );
    expect(html).toContain("No e-mail has failed.");
  });

  it("links the orders desk to the CSV of its current filter and search", async () => {
    const html = await (
      await get("/admin/orders?status=pending&q=formula%40example.com", { cookie: adminCookie })
    ).text();
    expect(html).toContain('href="/admin/orders.csv?status=pending&amp;q=formula%40example.com"');
    expect(await (await get("/admin/orders", { cookie: adminCookie })).text()).toContain(
      'href="/admin/orders.csv"',
    );
  });

  it("downloads every order as UTF-8 CSV with a header row, formulas neutralised and cells quoted", async () => {
    const { answer, bytes, rows } = await csvOf("");
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="duka-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(rows[0]).toEqual(header);
    expect(rows).toHaveLength(3);
    const row = rows.find((r) => r[0] === formulaNumber)!;
    expect(row[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row.slice(2, 8)).toEqual([
      '\'=HYPERLINK("http://evil.example","Wanjirũ")',
      "'+254 722 000 111",
      "Kisumu, Milimani",
      "Kenya",
      "M-Pesa",
      "Pending",
    ]);
    expect(row[8]).toMatch(/^1 × .+/);
    expect(row[9]).toMatch(/^\d+\.\d{2}$/);
    expect(row[10]).toMatch(/^\d+\.\d{2}$/);
    expect(Number(row[10])).toBeGreaterThan(Number(row[9]));
    expect(rows.find((r) => r[0] === cancelledNumber)![7]).toBe("Cancelled");
    // As sent: quotes doubled inside a quoted cell.
    expect(new TextDecoder().decode(bytes)).toContain(
      `"'=HYPERLINK(""http://evil.example"",""Wanjirũ"")"`,
    );
  });

  it("applies the desk's status filter and search", async () => {
    expect((await csvOf("?status=cancelled")).rows.slice(1).map((r) => r[0])).toEqual([
      cancelledNumber,
    ]);
    expect((await csvOf("?q=formula%40example.com")).rows.slice(1).map((r) => r[0])).toEqual([
      formulaNumber,
    ]);
    expect((await csvOf("?status=paid")).rows).toEqual([header]);
    // What the desk ignores, the export ignores: an unknown status shows all, a too-short search none.
    expect((await csvOf("?status=nonsense")).rows).toHaveLength(3);
    expect((await csvOf("?q=x")).rows).toEqual([header]);
  });

  it("answers odd filters and searches with a CSV (and the desk with its page), control characters with a 400, never a 500", async () => {
    for (const query of [
      "?status=",
      "?status=PAID",
      "?status[]=paid",
      `?q=${"x".repeat(5_000)}`,
      "?q=%E2%80%AE%F0%9F%98%80",
      "?q=%25%25%5F%5F",
      "?q=0000-0000",
      "?older=not-a-uuid&newer=00000000-0000-0000-0000-000000000000",
      "?status=paid&status=cancelled&q=a&q=b",
    ]) {
      const answer = await get(`/admin/orders.csv${query}`, { cookie: adminCookie });
      expect(answer.status, query).toBe(200);
      // (text() drops the byte-order mark.)
      expect((await answer.text()).split("\r\n")[0], query).toBe(header.join(","));
      // The desk reads its filter the same way.
      expect((await get(`/admin/orders${query}`, { cookie: adminCookie })).status, query).toBe(200);
    }
    // Control characters are refused at the server's edge, for the CSV as for every address.
    for (const pathname of ["/admin/orders.csv?q=%00%01%02", "/admin/orders?q=%00%01%02"]) {
      const answer = await get(pathname, { cookie: adminCookie });
      expect(answer.status, pathname).toBe(400);
      expect(await answer.text()).toMatch(/control characters/);
    }
  });

  it("refuses customers (403) and sends signed-out visitors to sign in", async () => {
    const refused = await get("/admin/orders.csv", { cookie: customerCookie });
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain("formula@example.com");
    const signedOut = await get("/admin/orders.csv?status=pending");
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe(
      `/auth?redirectTo=${encodeURIComponent("/admin/orders.csv?status=pending")}`,
    );
    expect((await get("/admin", { cookie: customerCookie })).status).toBe(403);
  });
});
