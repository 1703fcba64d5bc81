// The owner's dashboard figures and the orders CSV on a real database: a hand-made set of orders
// around Nairobi day boundaries (a UTC date that is already tomorrow in Nairobi, the first chart
// day's first minute and the minute before it), cancelled orders (never counted), top items, stock,
// failed e-mails; each figure checked against hand-computed values and against plain SQL. The CSV:
// its rows, quoting, formula neutralising, the desk's filter and search, and reading page by page.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db/client.server.ts";
import { items, itemSizes } from "../../app/db/schema/catalogue.ts";
import { outbox } from "../../app/db/schema/mail.ts";
import { orderLines, orders, type OrderStatus } from "../../app/db/schema/orders.ts";
import { dashboardRules } from "../../app/lib/rules/dashboard.ts";
import {
  dashboardFigures,
  type DashboardFigures,
} from "../../app/modules/desk/dashboard.server.ts";
import { csvCell, ordersCsv, type CsvWords } from "../../app/modules/desk/orders-csv.server.ts";
import { parseCsv } from "../support/csv.ts";
import { databaseKinds, openTestDatabase } from "../support/database.ts";
import { newOrderNumber } from "../../app/lib/order-number.ts";
import { makeItem } from "../support/factories.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "../support/users.ts";

/** Wednesday 18 Nov 2026, 15:00 in Nairobi (UTC+3). */
const now = new Date("2026-11-18T12:00:00Z");

interface Planned {
  name: string;
  at: string;
  status: OrderStatus;
  /** [item, quantity, unit price in cents] */
  lines: [string, number, number][];
  deliveryFeeCents?: number;
  shipping?: Partial<{ name: string; phone: string; city: string; email: string }>;
}

const kanga = randomUUID();
const shoes = randomUUID();
const watch = randomUUID();

// Totals: lines plus a delivery fee of Ksh 300 unless said.
const plan: Planned[] = [
  // Today (Nairobi): 13:00, and 00:30 (still the 17th in UTC).
  { name: "today", at: "2026-11-18T10:00:00Z", status: "pending", lines: [[kanga, 3, 500_00]] },
  {
    name: "just after midnight",
    at: "2026-11-17T21:30:00Z",
    status: "paid",
    lines: [[watch, 1, 8_000_00]],
  },
  // Cancelled today: counted nowhere.
  {
    name: "cancelled today",
    at: "2026-11-18T09:00:00Z",
    status: "cancelled",
    lines: [[shoes, 50, 2_000_00]],
  },
  // Yesterday 23:30 (after this hour: in the day, not in "yesterday up to this time") and 11:00.
  {
    name: "late yesterday",
    at: "2026-11-17T20:30:00Z",
    status: "shipped",
    lines: [[shoes, 1, 2_000_00]],
  },
  {
    name: "morning yesterday",
    at: "2026-11-17T08:00:00Z",
    status: "delivered",
    lines: [[kanga, 2, 500_00]],
    deliveryFeeCents: 0,
  },
  // Last week: Tuesday 12:00 (before last Wednesday 15:00) and Thursday (after).
  {
    name: "last tuesday",
    at: "2026-11-10T09:00:00Z",
    status: "delivered",
    lines: [[shoes, 2, 2_000_00]],
  },
  {
    name: "last thursday",
    at: "2026-11-12T09:00:00Z",
    status: "delivered",
    lines: [[kanga, 1, 500_00]],
  },
  // The first chart day (20 Oct, Nairobi) starts at 2026-10-19T21:00Z.
  {
    name: "first minute",
    at: "2026-10-19T21:00:00Z",
    status: "delivered",
    lines: [[kanga, 1, 500_00]],
  },
  {
    name: "minute before",
    at: "2026-10-19T20:59:00Z",
    status: "delivered",
    lines: [[watch, 5, 8_000_00]],
  },
  // After `now`: not yet.
  {
    name: "after now",
    at: "2026-11-18T12:30:00Z",
    status: "pending",
    lines: [[watch, 1, 8_000_00]],
  },
];

const fee = (p: Planned) => p.deliveryFeeCents ?? 300_00;
const totalOf = (p: Planned) =>
  p.lines.reduce((sum, [, quantity, price]) => sum + quantity * price, 0) + fee(p);
const byName = (name: string) => plan.find((p) => p.name === name)!;

const words: CsvWords = {
  header: [
    "Order number",
    "Date",
    "Customer",
    "Phone",
    "City",
    "Country",
    "Payment",
    "Status",
    "Items",
    "Delivery fee",
    "Total",
    "Paid with",
    "Reference",
    "Refunded",
  ],
  status: (status) => `status:${status}`,
  payment: (method) => `payment:${method}`,
  country: (code) => `country:${code}`,
  line: ({ quantity, name, sizeLabel }) =>
    `${quantity} x ${name}${sizeLabel ? ` (${sizeLabel})` : ""}`,
};

async function readAll(
  stream: ReadableStream<Uint8Array>,
): Promise<{ text: string; chunks: number }> {
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  let text = "";
  let chunks = 0;
  for await (const chunk of stream) {
    chunks += 1;
    text += decoder.decode(chunk, { stream: true });
  }
  return { text: text + decoder.decode(), chunks };
}

describe.each(databaseKinds)("the owner's dashboard on %s", (kind) => {
  let database: Database;
  const ids = new Map<string, string>();
  const numbers = new Map<string, string>();
  let figures: DashboardFigures;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const shop = testServices(database.db);
    const customer = await makeUser(shop.auth, database.db);
    const itemNames = new Map<string, string>([
      [kanga, "Kanga wrap"],
      [shoes, "Leather sandals"],
      [watch, "Wrist watch"],
    ]);
    for (const [index, p] of plan.entries()) {
      const id = randomUUID();
      ids.set(p.name, id);
      const orderNumber = newOrderNumber();
      numbers.set(p.name, orderNumber);
      const itemsTotal = totalOf(p) - fee(p);
      await database.db.insert(orders).values({
        id,
        orderNumber,
        userId: customer.id,
        idempotencyKey: randomUUID(),
        status: p.status,
        paymentMethod: index % 2 === 0 ? "mpesa" : "cashondelivery",
        shippingName: p.shipping?.name ?? `Customer ${p.name}`,
        shippingEmail: p.shipping?.email ?? `c${index}@example.com`,
        shippingAddress: "Moi Avenue 1",
        shippingPhone: p.shipping?.phone ?? "0712 345 678",
        shippingCity: p.shipping?.city ?? "Nakuru",
        shippingPostalCode: "20100",
        shippingCountry: "KE",
        itemsTotalCents: itemsTotal,
        deliveryFeeCents: fee(p),
        totalCents: totalOf(p),
        createdAt: new Date(p.at),
      });
      await database.db.insert(orderLines).values(
        p.lines.map(([itemId, quantity, price]) => ({
          orderId: id,
          itemId,
          name: itemNames.get(itemId)!,
          type: "women",
          unitPriceCents: price,
          quantity,
          instructions: "",
          lineTotalCents: quantity * price,
        })),
      );
    }

    // Stock: sold out, low, plenty, not counted, and an item whose every size is sold out.
    const stockOf = async (name: string, stock: number | null) => {
      const item = await makeItem(database.db, { name });
      await database.db
        .update(items)
        .set({ stock })
        .where(sql`${items.id} = ${item.id}`);
      return item;
    };
    await stockOf("Sold-out scarf", 0);
    await stockOf("Low belt", 2);
    await stockOf("Plenty of caps", 50);
    await stockOf("Uncounted bag", null);
    const sized = await makeItem(database.db, { name: "Sized boots" });
    await database.db.insert(itemSizes).values([
      { itemId: sized.id, label: "40", position: 0, stock: 0 },
      { itemId: sized.id, label: "41", position: 1, stock: 0 },
    ]);

    // E-mails: two failed (one about an order), one sent.
    const mail = (status: "failed" | "sent", subject: string, orderId: string | null, at: string) =>
      database.db.insert(outbox).values({
        kind: "order-confirmation",
        orderId,
        to: "c@example.com",
        subject,
        text: "-",
        status,
        createdAt: new Date(at),
      });
    await mail("failed", "Older failure", null, "2026-11-16T08:00:00Z");
    await mail("failed", "Newer failure", ids.get("today")!, "2026-11-18T10:01:00Z");
    await mail("sent", "Delivered fine", null, "2026-11-18T10:02:00Z");

    figures = await dashboardFigures(database.db, now);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it("gives 30 Nairobi days, oldest first, today last, each order on its Nairobi day", () => {
    expect(figures.days).toHaveLength(dashboardRules.chartDays);
    expect(figures.days[0]!.day).toBe("2026-10-20");
    expect(figures.days.at(-1)!.day).toBe("2026-11-18");
    const day = (d: string) => figures.days.find((f) => f.day === d)!;
    // 00:30 Nairobi on the 18th is the 17th in UTC: it belongs to today.
    expect(day("2026-11-18")).toEqual({
      day: "2026-11-18",
      orders: 2,
      revenueCents: totalOf(byName("today")) + totalOf(byName("just after midnight")),
    });
    expect(day("2026-11-17")).toEqual({
      day: "2026-11-17",
      orders: 2,
      revenueCents: totalOf(byName("late yesterday")) + totalOf(byName("morning yesterday")),
    });
    // The first chart day's first minute counts; the minute before is outside the chart.
    expect(day("2026-10-20")).toEqual({
      day: "2026-10-20",
      orders: 1,
      revenueCents: totalOf(byName("first minute")),
    });
    expect(day("2026-11-01")).toEqual({ day: "2026-11-01", orders: 0, revenueCents: 0 });
    expect(figures.days.reduce((sum, d) => sum + d.orders, 0)).toBe(7);
  });

  it("agrees with plain SQL day by day", async () => {
    const expected = (
      (await database.db.execute(sql`
        select to_char((created_at + interval '3 hours')::date, 'YYYY-MM-DD') as day, count(*)::int as orders, sum(total_cents)::text as revenue
        from orders
        where status <> 'cancelled' and created_at >= timestamptz '2026-10-20 00:00+03' and created_at <= ${now.toISOString()}::timestamptz
        group by 1`)) as unknown as { rows: { day: string; orders: number; revenue: string }[] }
    ).rows;
    const nonEmpty = figures.days.filter((d) => d.orders > 0);
    expect(nonEmpty.map((d) => [d.day, d.orders, d.revenueCents]).sort()).toEqual(
      expected.map((r) => [r.day, r.orders, Number(r.revenue)]).sort(),
    );
  });

  it("compares today and this week with the period before up to the same moment, without cancelled orders", () => {
    expect(figures.today).toEqual({
      current: {
        orders: 2,
        revenueCents: totalOf(byName("today")) + totalOf(byName("just after midnight")),
      },
      // Yesterday until 15:00: the 11:00 order, not the 23:30 one.
      previous: { orders: 1, revenueCents: totalOf(byName("morning yesterday")) },
    });
    expect(figures.week).toEqual({
      // Since Monday 16 Nov 00:00 Nairobi.
      current: {
        orders: 4,
        revenueCents: [
          "today",
          "just after midnight",
          "late yesterday",
          "morning yesterday",
        ].reduce((s, n) => s + totalOf(byName(n)), 0),
      },
      // Last week until Wednesday 15:00: Tuesday's order, not Thursday's.
      previous: { orders: 1, revenueCents: totalOf(byName("last tuesday")) },
    });
  });

  it("ranks the top items by pieces and by revenue over the chart's days, without cancelled orders", () => {
    // kanga: 3 + 2 + 1 + 1 = 7 pieces, Ksh 3,500; shoes: 1 + 2 = 3 (the cancelled 50 left out), Ksh 6,000; watch: 1, Ksh 8,000.
    expect(figures.topByQuantity.map((i) => [i.name, i.quantity, i.revenueCents])).toEqual([
      ["Kanga wrap", 7, 3_500_00],
      ["Leather sandals", 3, 6_000_00],
      ["Wrist watch", 1, 8_000_00],
    ]);
    expect(figures.topByRevenue.map((i) => i.name)).toEqual([
      "Wrist watch",
      "Leather sandals",
      "Kanga wrap",
    ]);
  });

  it("counts orders waiting for payment and for shipping, and low stock, sold out first, and failed e-mails newest first", () => {
    // Pending: "today" and "after now" (waiting whenever placed); paid: "just after midnight".
    expect(figures.waitingForPayment).toBe(2);
    expect(figures.waitingForShipping).toBe(1);
    expect(figures.stock.low).toBe(3);
    expect(figures.stock.soldOut).toBe(2);
    expect(figures.stock.items.map((i) => [i.name, i.soldOut])).toEqual([
      ["Sized boots", true],
      ["Sold-out scarf", true],
      ["Low belt", false],
    ]);
    expect(figures.failedMail.count).toBe(2);
    expect(figures.failedMail.latest.map((m) => [m.subject, m.orderId])).toEqual([
      ["Newer failure", ids.get("today")],
      ["Older failure", null],
    ]);
  });

  it("neutralises cells a spreadsheet would run, and quotes commas, semicolons, quotes and line breaks", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("+254 712 345 678")).toBe("'+254 712 345 678");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe(`"'\rcmd"`);
    expect(csvCell("Nakuru, Kenya")).toBe(`"Nakuru, Kenya"`);
    expect(csvCell("two\nlines")).toBe(`"two\nlines"`);
    expect(csvCell("Wanjirũ")).toBe("Wanjirũ");
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("Flat 4; Moi Avenue")).toBe(`"Flat 4; Moi Avenue"`);
  });

  it("writes every order of the filter as a CSV row, newest first, page by page", async () => {
    const all = await readAll(ordersCsv(database.db, {}, words, { pageSize: 3 }));
    expect(all.text.startsWith("\uFEFF")).toBe(true);
    const rows = parseCsv(all.text.slice(1));
    expect(rows[0]).toEqual(words.header);
    expect(rows).toHaveLength(1 + plan.length);
    // A header chunk, then one chunk per page of 3 (10 orders: 4 pages).
    expect(all.chunks).toBe(1 + Math.ceil(plan.length / 3));
    const newestFirst = [...plan].sort((a, b) => b.at.localeCompare(a.at));
    expect(rows.slice(1).map((row) => row[0])).toEqual(newestFirst.map((p) => numbers.get(p.name)));
    const today = rows.find((row) => row[0] === numbers.get("today"))!;
    expect(today).toEqual([
      numbers.get("today"),
      "2026-11-18 13:00:00",
      "Customer today",
      "0712 345 678",
      "Nakuru",
      "country:KE",
      "payment:mpesa",
      "status:pending",
      "3 x Kanga wrap",
      "300.00",
      "1800.00",
      // A retail order: no business name, no KRA PIN.
      "",
      "",
      "",
      "",
      "0.00",
    ]);
    expect(rows.find((row) => row[0] === numbers.get("just after midnight"))![1]).toBe(
      "2026-11-18 00:30:00",
    );
  });

  it("applies the desk's status filter and search to the CSV", async () => {
    const cancelled = parseCsv(
      (await readAll(ordersCsv(database.db, { status: "cancelled" }, words))).text.slice(1),
    );
    expect(cancelled.slice(1).map((row) => row[0])).toEqual([numbers.get("cancelled today")]);
    const searched = parseCsv(
      (await readAll(ordersCsv(database.db, { search: "c4@example" }, words))).text.slice(1),
    );
    expect(searched.slice(1).map((row) => row[0])).toEqual([numbers.get("morning yesterday")]);
    const tooShort = parseCsv(
      (await readAll(ordersCsv(database.db, { search: "c" }, words))).text.slice(1),
    );
    expect(tooShort).toEqual([words.header]);
  });

  it("reads the next page only when the reader takes the last one, and stops when the reader does", async () => {
    let queries = 0;
    const counting = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "select") queries += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const reader = ordersCsv(counting, {}, words, { pageSize: 2 }).getReader();
    await reader.read(); // the header
    // The stream refills its one-chunk queue: one page read ahead (orders and their lines: two
    // queries), and no more, since the full queue asks for nothing until the reader takes a chunk.
    await expect.poll(() => queries).toBe(2);
    expect(queries).toBeLessThanOrEqual(2);
    await reader.read();
    await reader.cancel();
    // cancel() resolves once the pages' reader is closed (after a page being read, if any): no
    // query can start after it, and the stream is over.
    const afterCancel = queries;
    expect(await reader.read()).toEqual({ done: true, value: undefined });
    expect(queries).toBe(afterCancel);
    expect(afterCancel).toBeLessThan(2 * Math.ceil(plan.length / 2));
  });
});
