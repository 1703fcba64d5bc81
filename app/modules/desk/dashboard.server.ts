// Owns the owner's dashboard figures: orders and revenue per Nairobi day, today and this week
// against the same span before, the items that sell most, orders waiting for payment or shipping,
// items low or out of stock, and e-mails that failed. Each figure is one set-based query that reads
// only the window it needs through an index (bench:orders times them with 100,000 orders).
//
// What counts: every order placed in the period except cancelled ones (whether paid yet or not);
// revenue is their totals, delivery fees included.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { items } from "../../db/schema/catalogue.ts";
import { outbox, type MailKind } from "../../db/schema/mail.ts";
import { orderLines, orders } from "../../db/schema/orders.ts";
import { shopTimeZone } from "../../lib/dates.ts";
import { dashboardRules } from "../../lib/rules/dashboard.ts";
import { lowStockSql, soldOutSql } from "../catalogue/index.server.ts";

export interface DayFigure {
  /** The Nairobi day, "2026-11-22". */
  day: string;
  orders: number;
  revenueCents: number;
}

export interface PeriodFigure {
  orders: number;
  revenueCents: number;
}

/** A period so far, and the period before it up to the same point (yesterday until this hour...). */
export interface Comparison {
  current: PeriodFigure;
  previous: PeriodFigure;
}

export interface TopItem {
  itemId: string;
  name: string;
  quantity: number;
  revenueCents: number;
}

export interface StockAlert {
  id: string;
  name: string;
  soldOut: boolean;
}

export interface FailedMail {
  id: string;
  kind: MailKind;
  to: string;
  subject: string;
  orderId: string | null;
  orderNumber: string | null;
  createdAt: Date;
}

export interface DashboardFigures {
  /** The chart's days, oldest first, today last; days without orders included. */
  days: DayFigure[];
  today: Comparison;
  /** Since Monday 00:00 (Nairobi), against last week up to the same weekday and hour. */
  week: Comparison;
  /** Over the chart's days. */
  topByQuantity: TopItem[];
  topByRevenue: TopItem[];
  waitingForPayment: number;
  waitingForShipping: number;
  stock: { low: number; soldOut: number; items: StockAlert[] };
  failedMail: { count: number; latest: FailedMail[] };
  /** Over the chart's days: orders with a line at a quantity break (wholesale) and the others (retail). */
  salesByKind: { retail: PeriodFigure; wholesale: PeriodFigure };
}

type Rows<T> = { rows: T[] };

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer with { rows }.
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** Sums come back as numbers (float8 holds cents exactly up to 2^53), whatever the driver does with bigint. */
const cents = (value: SQL) => sql`coalesce(${value}, 0)::float8`;

/** Not cancelled: what the dashboard counts. */
const counted = sql`${orders.status} <> 'cancelled'`;

/** Day boundaries in Nairobi time for the moment `now`. */
function clock(now: Date) {
  const localNow = sql`(${now.toISOString()}::timestamptz at time zone ${shopTimeZone})`;
  /** A Nairobi wall-clock time back to an instant. */
  const instant = (local: SQL) => sql`((${local}) at time zone ${shopTimeZone})`;
  const today = sql`date_trunc('day', ${localNow})`;
  const week = sql`date_trunc('week', ${localNow})`;
  return {
    now: sql`${now.toISOString()}::timestamptz`,
    today,
    todayStart: instant(today),
    yesterdayStart: instant(sql`${today} - interval '1 day'`),
    sameTimeYesterday: instant(sql`${localNow} - interval '1 day'`),
    weekStart: instant(week),
    lastWeekStart: instant(sql`${week} - interval '7 days'`),
    sameTimeLastWeek: instant(sql`${localNow} - interval '7 days'`),
    firstChartDay: sql`(${today} - make_interval(days => ${dashboardRules.chartDays - 1}))`,
  };
}

export async function dashboardFigures(db: Db, now: Date = new Date()): Promise<DashboardFigures> {
  // One after another: PGlite has one connection, and a PostgreSQL pool gains little for six small queries.
  const days = await dayFigures(db, now);
  const comparisons = await periodFigures(db, now);
  const top = await topItems(db, now);
  const waiting = await waitingOrders(db);
  const stock = await stockAlerts(db);
  const failedMail = await failedMails(db);
  const salesByKind = await retailAndWholesale(db, now);
  return { days, ...comparisons, ...top, ...waiting, stock, failedMail, salesByKind };
}

/** Retail and wholesale orders and revenue over the chart's days, apart (one pass over the window). */
async function retailAndWholesale(db: Db, now: Date): Promise<DashboardFigures["salesByKind"]> {
  const c = clock(now);
  const kind = (name: string, wholesale: boolean) =>
    sql`count(*) filter (where ${orders.wholesale} = ${wholesale})::int as ${sql.identifier(`${name}Orders`)},
        ${cents(sql`sum(${orders.totalCents}) filter (where ${orders.wholesale} = ${wholesale})`)} as ${sql.identifier(`${name}Revenue`)}`;
  const [row] = await rows<Record<string, number>>(
    db,
    sql`select ${kind("retail", false)}, ${kind("wholesale", true)}
        from ${orders}
        where ${orders.createdAt} >= ${sql`((${c.firstChartDay}) at time zone ${shopTimeZone})`}
          and ${orders.createdAt} <= ${c.now} and ${counted}`,
  );
  const figure = (name: string): PeriodFigure => ({
    orders: Number(row![`${name}Orders`]),
    revenueCents: Number(row![`${name}Revenue`]),
  });
  return { retail: figure("retail"), wholesale: figure("wholesale") };
}

/** Orders and revenue per Nairobi day over the chart's days. */
async function dayFigures(db: Db, now: Date): Promise<DayFigure[]> {
  const c = clock(now);
  const found = await rows<DayFigure>(
    db,
    sql`with placed as (
          select date_trunc('day', ${orders.createdAt} at time zone ${shopTimeZone}) as day,
                 count(*)::int as orders, ${cents(sql`sum(${orders.totalCents})`)} as revenue
          from ${orders}
          where ${orders.createdAt} >= ${sql`((${c.firstChartDay}) at time zone ${shopTimeZone})`}
            and ${orders.createdAt} <= ${c.now} and ${counted}
          group by 1
        )
        select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(p.orders, 0)::int as orders,
               coalesce(p.revenue, 0)::float8 as "revenueCents"
        from generate_series(${c.firstChartDay}, ${c.today}, interval '1 day') as d(day)
        left join placed p on p.day = d.day
        order by d.day`,
  );
  return found.map((row) => ({
    day: row.day,
    orders: Number(row.orders),
    revenueCents: Number(row.revenueCents),
  }));
}

/** Today and this week so far, each against the period before up to the same moment. */
async function periodFigures(db: Db, now: Date): Promise<{ today: Comparison; week: Comparison }> {
  const c = clock(now);
  const within = (from: SQL, to: SQL) =>
    sql`${orders.createdAt} >= ${from} and ${orders.createdAt} <= ${to}`;
  const figure = (name: string, from: SQL, to: SQL) =>
    sql`count(*) filter (where ${within(from, to)})::int as ${sql.identifier(`${name}Orders`)},
        ${cents(sql`sum(${orders.totalCents}) filter (where ${within(from, to)})`)} as ${sql.identifier(`${name}Revenue`)}`;
  const [row] = await rows<Record<string, number>>(
    db,
    sql`select ${figure("today", c.todayStart, c.now)}, ${figure("yesterday", c.yesterdayStart, c.sameTimeYesterday)},
               ${figure("week", c.weekStart, c.now)}, ${figure("lastWeek", c.lastWeekStart, c.sameTimeLastWeek)}
        from ${orders}
        where ${orders.createdAt} >= least(${c.yesterdayStart}, ${c.lastWeekStart}) and ${orders.createdAt} <= ${c.now} and ${counted}`,
  );
  const period = (name: string): PeriodFigure => ({
    orders: Number(row![`${name}Orders`]),
    revenueCents: Number(row![`${name}Revenue`]),
  });
  return {
    today: { current: period("today"), previous: period("yesterday") },
    week: { current: period("week"), previous: period("lastWeek") },
  };
}

/** The items sold most over the chart's days, by pieces and by revenue (one pass over those orders' lines). */
async function topItems(
  db: Db,
  now: Date,
): Promise<{ topByQuantity: TopItem[]; topByRevenue: TopItem[] }> {
  const c = clock(now);
  const limit = dashboardRules.topItems;
  const found = await rows<TopItem & { byQuantity: number; byRevenue: number }>(
    db,
    sql`with sold as (
          select l.item_id, max(l.name) as name, sum(l.quantity)::int as quantity, sum(l.line_total_cents)::float8 as revenue
          from ${orderLines} l
          -- The window's order ids first, then their lines through the lines' index: a join let the
          -- planner hash all 170,000 lines of 100,000 orders to use the 12,000 of 30 days (130 ms on PGlite).
          where l.order_id = any(array(
            select o.id from ${orders} o
            where o.created_at >= ${sql`((${c.firstChartDay}) at time zone ${shopTimeZone})`} and o.created_at <= ${c.now}
              and o.status <> 'cancelled'))
          group by l.item_id
        ), ranked as (
          select *, row_number() over (order by quantity desc, revenue desc, name, item_id) as by_quantity,
                    row_number() over (order by revenue desc, quantity desc, name, item_id) as by_revenue
          from sold
        )
        select item_id::text as "itemId", name, quantity, revenue as "revenueCents",
               by_quantity::int as "byQuantity", by_revenue::int as "byRevenue"
        from ranked where by_quantity <= ${limit} or by_revenue <= ${limit}`,
  );
  const entries = found.map((row) => ({
    ...row,
    quantity: Number(row.quantity),
    revenueCents: Number(row.revenueCents),
  }));
  const pick = (rank: "byQuantity" | "byRevenue") =>
    entries
      .filter((row) => row[rank] <= limit)
      .sort((a, b) => a[rank] - b[rank])
      .map(({ itemId, name, quantity, revenueCents }) => ({
        itemId,
        name,
        quantity,
        revenueCents,
      }));
  return { topByQuantity: pick("byQuantity"), topByRevenue: pick("byRevenue") };
}

/** Orders waiting for payment (pending) and for shipping (paid): the status index finds them. */
async function waitingOrders(
  db: Db,
): Promise<{ waitingForPayment: number; waitingForShipping: number }> {
  const [row] = await rows<{ pending: number; paid: number }>(
    db,
    sql`select count(*) filter (where ${orders.status} = 'pending')::int as pending,
               count(*) filter (where ${orders.status} = 'paid')::int as paid
        from ${orders} where ${orders.status} in ('pending', 'paid')`,
  );
  return { waitingForPayment: Number(row!.pending), waitingForShipping: Number(row!.paid) };
}

/** Items at or below their low-stock mark: how many, how many sold out, and the first of them (sold out first). */
async function stockAlerts(db: Db): Promise<DashboardFigures["stock"]> {
  const found = await rows<StockAlert & { low: number; soldOutCount: number }>(
    db,
    sql`with alerts as (
          select ${items.id}::text as id, ${items.name} as name, ${soldOutSql} as "soldOut" from ${items} where ${lowStockSql}
        )
        select id, name, "soldOut", count(*) over ()::int as low, (count(*) filter (where "soldOut") over ())::int as "soldOutCount"
        from alerts order by "soldOut" desc, name, id limit ${dashboardRules.stockAlerts}`,
  );
  return {
    low: Number(found[0]?.low ?? 0),
    soldOut: Number(found[0]?.soldOutCount ?? 0),
    items: found.map(({ id, name, soldOut }) => ({ id, name, soldOut: Boolean(soldOut) })),
  };
}

/** E-mails the outbox gave up on: how many, and the newest. */
async function failedMails(db: Db): Promise<DashboardFigures["failedMail"]> {
  const found = await rows<
    Omit<FailedMail, "createdAt"> & { createdAt: Date | string; total: number }
  >(
    db,
    sql`select ${outbox.id}::text as id, ${outbox.kind} as kind, ${outbox.to} as "to", ${outbox.subject} as subject,
               ${outbox.orderId}::text as "orderId",
               (select ${orders.orderNumber} from ${orders} where ${orders.id} = ${outbox.orderId}) as "orderNumber",
               ${outbox.createdAt} as "createdAt", count(*) over ()::int as total
        from ${outbox} where ${outbox.status} = 'failed'
        order by ${outbox.createdAt} desc, ${outbox.id} desc limit ${dashboardRules.failedMails}`,
  );
  return {
    count: Number(found[0]?.total ?? 0),
    latest: found.map(({ total: _total, createdAt, ...mail }) => ({
      ...mail,
      createdAt: new Date(createdAt),
    })),
  };
}
