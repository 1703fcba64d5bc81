// Checkout benchmark: how fast the BUILT shop places orders when 50 signed-in users check out at
// the same moment, over HTTP, on the embedded database (PGlite) and, when a server is given, on
// PostgreSQL. For each database it starts the shop on a fresh data directory (a fresh database
// `bench_<random>` on the PostgreSQL server, dropped afterwards), registers and signs in 50 users,
// fills their carts, then runs 3 rounds in which all 50 users at once open /checkout and post the
// form. Only the order POST is timed (p50/p95/p99); wall time is each round from its first request
// to its last answer. Every 5th user posts its form twice at once with the same one-time key, which
// must give one order. Afterwards the shop is stopped and its database checked: one order per key,
// every order with its lines, carts empty, one confirmation e-mail per order in the outbox.
//
// Run:  node scripts/bench-checkout.ts   (or: npm run bench:checkout)
//       DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:checkout
// (BENCH_DATABASE_URL takes precedence over DATABASE_URL; the database in the URL is only used to
// create and drop the benchmark's own database.) Exits 1 when a correctness check fails.
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import os from "node:os";
import { sql, type SQL } from "drizzle-orm";
import { openDatabase, type Database, type DatabaseTarget } from "../app/db/client.server.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../tests/support/shop-process.ts";
import { adminQuery, percentile } from "./bench/stats.ts";

const userCount = 50;
const rounds = 3;
/** Every n-th user submits its checkout form twice at once (same idempotency key). */
const duplicateEvery = 5;
/** Parallel users during the untimed setup (registration hashes passwords: CPU-bound). */
const setupConcurrency = 5;
const targetP95Ms = 250;
const categories = ["women", "men", "shoes", "households", "inners", "sports"];
const paymentMethods = ["creditcard", "mpesa", "cashondelivery"];
const uuidPattern = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

interface User {
  index: number;
  email: string;
  password: string;
  ip: string;
  cookie: string;
  /** Lines put in the cart for the coming order. */
  cartLines: number;
}

interface Answer {
  status: number;
  location: string | null;
  body: string;
  setCookies: string[];
  ms: number;
}

/** One POST of a checkout form and what it answered. */
interface Submission {
  round: number;
  user: number;
  key: string;
  expectedLines: number;
  status: number;
  orderId: string | undefined;
  ms: number;
}

interface RunResult {
  label: string;
  submissions: Submission[];
  wallMs: number;
  roundSummaries: string[];
  statuses: Map<number, number>;
  failures: string[];
  notes: string[];
}

// ---------------------------------------------------------------------------------------------
// HTTP, as a browser without JavaScript: form posts with the shop's Origin, manual redirects.

interface Http {
  url: string;
  /** Count of answers per status code, setup included. */
  statuses: Map<number, number>;
  get(path: string, user?: User): Promise<Answer>;
  post(path: string, fields: Record<string, string>, user: User): Promise<Answer>;
}

function createHttp(url: string): Http {
  const statuses = new Map<number, number>();
  async function send(
    method: string,
    path: string,
    user: User | undefined,
    fields?: Record<string, string>,
  ): Promise<Answer> {
    const headers: Record<string, string> = { Origin: url };
    if (user) headers["X-Forwarded-For"] = user.ip;
    if (user?.cookie) headers.Cookie = user.cookie;
    if (fields) headers["Content-Type"] = "application/x-www-form-urlencoded";
    const started = performance.now();
    const response = await fetch(`${url}${path}`, {
      method,
      headers,
      redirect: "manual",
      body: fields ? new URLSearchParams(fields) : undefined,
    });
    const body = await response.text();
    const ms = performance.now() - started;
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    return {
      status: response.status,
      location: response.headers.get("location"),
      body,
      setCookies: response.headers.getSetCookie(),
      ms,
    };
  }
  return {
    url,
    statuses,
    get: (path, user) => send("GET", path, user),
    post: (path, fields, user) => send("POST", path, user, fields),
  };
}

function expectRedirect(answer: Answer, what: string, location?: string): void {
  if (answer.status !== 302 || (location !== undefined && answer.location !== location)) {
    const text = answer.body
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " ")
      .slice(0, 300);
    throw new Error(
      `${what}: expected 302${location ? ` to ${location}` : ""}, got ${answer.status} ${answer.location ?? ""} ${text}`,
    );
  }
}

/** Runs `task` for every element with at most `limit` at a time. */
async function eachLimited<T>(
  values: T[],
  limit: number,
  task: (value: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < values.length) await task(values[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, values.length) }, worker));
}

// ---------------------------------------------------------------------------------------------
// Setup (not timed): users, item ids, carts.

function makeUsers(): User[] {
  return Array.from({ length: userCount }, (_, index) => ({
    index,
    email: `bench-${index}@example.com`,
    password: `bench-password-${index}`,
    // Unique per user: sign-in and registration are rate-limited per client address.
    ip: `10.0.${Math.floor(index / 200)}.${(index % 200) + 1}`,
    cookie: "",
    cartLines: 0,
  }));
}

async function signUp(http: Http, user: User): Promise<void> {
  const { email, password } = user;
  expectRedirect(
    await http.post("/register", { email, password, confirmPassword: password }, user),
    `register ${email}`,
    "/auth",
  );
  const signedIn = await http.post("/auth", { email, password }, user);
  expectRedirect(signedIn, `sign in ${email}`);
  user.cookie = signedIn.setCookies.map((cookie) => cookie.split(";")[0]).join("; ");
  if (!user.cookie) throw new Error(`sign in ${email}: no session cookie`);
}

async function findItemIds(http: Http): Promise<string[]> {
  const ids = new Set<string>();
  for (const type of categories) {
    const page = await http.get(`/type/${type}`);
    if (page.status !== 200) throw new Error(`/type/${type} answered ${page.status}`);
    for (const match of page.body.matchAll(new RegExp(`/item/(${uuidPattern})`, "g")))
      ids.add(match[1]!);
  }
  if (ids.size < 3) throw new Error(`found only ${ids.size} items on the category pages`);
  return [...ids];
}

/** Puts 2 or 3 different items in the (empty) cart, varying with the user and the round. */
async function fillCart(http: Http, user: User, itemIds: string[], round: number): Promise<void> {
  const count = 2 + ((user.index + round) % 2);
  for (let k = 0; k < count; k++) {
    const id = itemIds[(user.index * 3 + round * 7 + k) % itemIds.length]!;
    const fields = {
      quantity: String(1 + ((user.index + k) % 3)),
      instructions: `bench user ${user.index}, round ${round}`,
    };
    expectRedirect(
      await http.post(`/item/${id}`, fields, user),
      `add ${id} to the cart of ${user.email}`,
      "/cart",
    );
  }
  user.cartLines = count;
}

// ---------------------------------------------------------------------------------------------
// The measured phase.

function checkoutFields(user: User, key: string, round: number): Record<string, string> {
  return {
    idempotencyKey: key,
    paymentMethod: paymentMethods[(user.index + round) % paymentMethods.length]!,
    name: `Bench User ${user.index}`,
    email: user.email,
    address: `${user.index} Moi Avenue`,
    phone: "0712345678",
    city: "Nairobi",
    postalCode: "00100",
    country: "KE",
  };
}

/** One user's checkout: open the page (untimed), post the form once or twice at once (timed). */
async function checkOut(
  http: Http,
  user: User,
  round: number,
  failures: string[],
): Promise<Submission[]> {
  const page = await http.get("/checkout", user);
  const key = /<input[^>]*name="idempotencyKey"[^>]*value="([^"]+)"/.exec(page.body)?.[1];
  if (page.status !== 200 || !key) {
    failures.push(
      `round ${round}: GET /checkout for user ${user.index} answered ${page.status}${key ? "" : " without an idempotency key"}`,
    );
    return [];
  }
  const copies = user.index % duplicateEvery === duplicateEvery - 1 ? 2 : 1;
  const fields = checkoutFields(user, key, round);
  const answers = await Promise.all(
    Array.from({ length: copies }, () => http.post("/checkout", fields, user)),
  );
  return answers.map((answer) => ({
    round,
    user: user.index,
    key,
    expectedLines: user.cartLines,
    status: answer.status,
    orderId: new RegExp(`^/checkout/success/(${uuidPattern})$`).exec(answer.location ?? "")?.[1],
    ms: answer.ms,
  }));
}

async function measuredRound(http: Http, users: User[], round: number, failures: string[]) {
  const started = performance.now();
  const checkOutOrRecord = (user: User) =>
    checkOut(http, user, round, failures).catch((error: unknown) => {
      failures.push(
        `round ${round}: checkout of user ${user.index} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return [];
    });
  const submissions = (await Promise.all(users.map(checkOutOrRecord))).flat();
  return { submissions, wallMs: performance.now() - started };
}

// ---------------------------------------------------------------------------------------------
// Correctness.

/** What the answers say: every post redirected to a success page; one order per key, distinct per key. */
function checkAnswers(submissions: Submission[], failures: string[]): void {
  const byKey = new Map<string, Submission[]>();
  for (const submission of submissions) {
    if (submission.status !== 302 || !submission.orderId) {
      failures.push(
        `round ${submission.round}: POST /checkout for user ${submission.user} answered ${submission.status} without a success redirect`,
      );
    }
    byKey.set(submission.key, [...(byKey.get(submission.key) ?? []), submission]);
  }
  const keyOfOrder = new Map<string, string>();
  for (const [key, group] of byKey) {
    const ids = new Set(group.map((s) => s.orderId).filter((id) => id !== undefined));
    if (ids.size !== 1)
      failures.push(
        `key ${key} (user ${group[0]!.user}, ${group.length} posts) gave ${ids.size} order ids`,
      );
    for (const id of ids) {
      const other = keyOfOrder.get(id);
      if (other && other !== key)
        failures.push(`order ${id} came back for two keys: ${other} and ${key}`);
      keyOfOrder.set(id, key);
    }
  }
}

async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer with { rows }.
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface OrderRow {
  id: string;
  key: string;
  lines: number;
  mails: number;
  totals_ok: boolean;
}

/** What the database holds once the shop has stopped. */
async function checkDatabase(
  target: DatabaseTarget,
  submissions: Submission[],
  failures: string[],
): Promise<void> {
  const expected = new Map<string, Submission>();
  for (const submission of submissions)
    if (submission.orderId) expected.set(submission.key, submission);
  const database = await openDatabase(target);
  try {
    const orders = await rows<OrderRow>(
      database,
      sql`select o.id::text as id, o.idempotency_key as key,
            (select count(*) from order_lines l where l.order_id = o.id)::int as lines,
            (select count(*) from mail_outbox m where m.text_body like '%/order-confirmation/' || o.id::text || '%')::int as mails,
            o.items_total_cents = (select coalesce(sum(l.line_total_cents), 0) from order_lines l where l.order_id = o.id) as totals_ok
          from orders o`,
    );
    const keys = new Set(submissions.map((s) => s.key));
    if (orders.length !== keys.size)
      failures.push(`orders table has ${orders.length} rows for ${keys.size} distinct keys`);
    const orderByKey = new Map(orders.map((order) => [order.key, order]));
    for (const [key, submission] of expected) {
      const order = orderByKey.get(key);
      if (!order) failures.push(`no order row for key ${key}`);
      else if (order.id !== submission.orderId)
        failures.push(
          `key ${key}: the shop answered order ${submission.orderId}, the table has ${order.id}`,
        );
      else if (order.lines !== submission.expectedLines)
        failures.push(
          `order ${order.id} has ${order.lines} lines, the cart had ${submission.expectedLines}`,
        );
    }
    for (const order of orders) {
      if (order.lines === 0) failures.push(`order ${order.id} has no lines`);
      if (order.mails !== 1)
        failures.push(`order ${order.id} has ${order.mails} confirmation e-mails in the outbox`);
      if (!order.totals_ok)
        failures.push(`order ${order.id}: items total differs from the sum of its lines`);
    }
    const [cart] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from cart_lines`,
    );
    if (cart!.n !== 0) failures.push(`cart_lines still has ${cart!.n} rows`);
    const [mail] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from mail_outbox`,
    );
    if (mail!.n !== orders.length)
      failures.push(`mail_outbox has ${mail!.n} rows for ${orders.length} orders`);
  } finally {
    await database.close();
  }
}

/** Warnings and errors the shop logged (pino JSON lines, level >= 40). */
function loggedProblems(output: string): string[] {
  return output.split("\n").filter((line) => {
    try {
      return (JSON.parse(line) as { level?: number }).level! >= 40;
    } catch {
      return false;
    }
  });
}

// ---------------------------------------------------------------------------------------------
// One database.

function emptyResult(label: string): RunResult {
  return {
    label,
    submissions: [],
    wallMs: 0,
    roundSummaries: [],
    statuses: new Map(),
    failures: [],
    notes: [],
  };
}

async function runBenchmark(label: string, databaseUrl: string | undefined): Promise<RunResult> {
  const dataDir = tempDataDir();
  const result = emptyResult(label);
  let shop: ShopProcess | undefined;
  try {
    shop = await startShopProcess({
      DATA_DIR: dataDir,
      TRUST_PROXY: "true",
      // Empty means unset: the PGlite run must not pick up a DATABASE_URL given to the benchmark,
      // and no run sends real e-mail (the outbox writes .eml files into DATA_DIR instead).
      DATABASE_URL: databaseUrl ?? "",
      SMTP_URL: "",
    });
    const http = createHttp(shop.url);
    result.statuses = http.statuses;
    console.log(`[${label}] shop at ${shop.url}; setting up ${userCount} users`);
    const itemIds = await findItemIds(http);
    const users = makeUsers();
    await eachLimited(users, setupConcurrency, (user) => signUp(http, user));

    for (let round = 1; round <= rounds; round++) {
      await eachLimited(users, setupConcurrency, (user) => fillCart(http, user, itemIds, round));
      const { submissions, wallMs } = await measuredRound(http, users, round, result.failures);
      result.submissions.push(...submissions);
      result.wallMs += wallMs;
      const summary = roundSummary(round, submissions, wallMs);
      result.roundSummaries.push(summary);
      console.log(`[${label}] ${summary}`);
    }
    checkAnswers(result.submissions, result.failures);

    const exitCode = await shop.stop();
    if (exitCode !== 0) result.failures.push(`the shop exited with ${exitCode} on SIGTERM`);
    const problems = loggedProblems(shop.output());
    if (problems.length > 0)
      result.notes.push(
        `${problems.length} warning/error log lines, e.g. ${problems[0]!.slice(0, 300)}`,
      );
    shop = undefined;

    await checkDatabase(
      databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "pglite", dataDir },
      result.submissions,
      result.failures,
    );
  } catch (error) {
    result.failures.push(`run aborted: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return result;
}

/** One line per round; the load average shows whether other work shared the machine. */
function roundSummary(round: number, submissions: Submission[], wallMs: number): string {
  const orders = new Set(submissions.map((s) => s.key)).size;
  const p95 = percentile(
    submissions.map((s) => s.ms),
    95,
  );
  const load = os.loadavg()[0]!.toFixed(1);
  return `round ${round}: ${orders} orders (${submissions.length} posts) in ${(wallMs / 1000).toFixed(2)} s, p95 ${p95.toFixed(0)} ms, load average ${load}`;
}

/** Creates `bench_<random>` on the server of `serverUrl`, runs the benchmark on it, drops it. */
async function runOnPostgres(serverUrl: string): Promise<RunResult> {
  const name = `bench_${randomBytes(6).toString("hex")}`;
  try {
    await adminQuery(serverUrl, `create database ${name}`);
  } catch (error) {
    const result = emptyResult("postgres");
    result.failures.push(`cannot create database ${name}: ${(error as Error).message}`);
    return result;
  }
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await runBenchmark("postgres", url.href);
  } finally {
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
}

// ---------------------------------------------------------------------------------------------
// Report.

function formatMs(value: number): string {
  return Number.isNaN(value) ? "-" : value.toFixed(0);
}

function p95Of(result: RunResult): number {
  return percentile(
    result.submissions.map((s) => s.ms),
    95,
  );
}

function printReport(results: RunResult[]): void {
  const columns = [
    "database",
    "orders",
    "wall s",
    "orders/s",
    "p50 ms",
    "p95 ms",
    "p99 ms",
    "checks",
  ];
  const widths = [11, 8, 8, 10, 8, 8, 8, 6];
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join("")
      .trimEnd();
  console.log();
  console.log(line(columns));
  for (const result of results) {
    const ms = result.submissions.map((s) => s.ms);
    const orders = new Set(result.submissions.filter((s) => s.orderId).map((s) => s.key)).size;
    console.log(
      line([
        result.label,
        String(orders),
        (result.wallMs / 1000).toFixed(2),
        result.wallMs > 0 ? (orders / (result.wallMs / 1000)).toFixed(1) : "-",
        formatMs(percentile(ms, 50)),
        formatMs(percentile(ms, 95)),
        formatMs(percentile(ms, 99)),
        result.failures.length === 0 ? "pass" : `FAIL (${result.failures.length})`,
      ]),
    );
  }
  console.log();
  const cpu = os.cpus();
  console.log(
    `machine: ${cpu[0]?.model ?? "unknown CPU"}, ${cpu.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM; Node ${process.version}`,
  );
  console.log(
    `${userCount} users, ${rounds} rounds; every ${duplicateEvery}th user posts twice with the same key; only the order POST is timed`,
  );
  for (const result of results) {
    const submissions = result.submissions.length;
    const slowest = Math.max(...result.submissions.map((s) => s.ms), 0);
    const odd = [...result.statuses]
      .filter(([status]) => status >= 400 || status < 200)
      .map(([status, n]) => `${n}x ${status}`);
    console.log(
      `${result.label}: ${submissions} order posts, slowest ${slowest.toFixed(0)} ms; answers outside 2xx/3xx: ${odd.length ? odd.join(", ") : "0"}`,
    );
    for (const summary of result.roundSummaries) console.log(`  ${summary}`);
    for (const note of result.notes) console.log(`  note: ${note}`);
    for (const failure of result.failures.slice(0, 20)) console.log(`  FAILED: ${failure}`);
    if (result.failures.length > 20)
      console.log(`  ... and ${result.failures.length - 20} more failures`);
  }
  const pglite = results.find((r) => r.label === "pglite");
  if (pglite)
    console.log(
      `p95 < ${targetP95Ms} ms on PGlite: ${p95Of(pglite) < targetP95Ms ? "met" : "not met"} (${formatMs(p95Of(pglite))} ms)`,
    );
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
  ensureBuilt();
  const results = [await runBenchmark("pglite", undefined)];
  if (serverUrl) results.push(await runOnPostgres(serverUrl));
  printReport(results);
  process.exitCode = results.every((result) => result.failures.length === 0) ? 0 : 1;
}

await main();
