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
// Run:  node bench/checkout.ts   (or: npm run bench:checkout)
//       DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:checkout
// (BENCH_DATABASE_URL takes precedence over DATABASE_URL; the database in the URL is only used to
// create and drop the benchmark's own database.) Exits 1 when a correctness check fails.
import { rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { isNotNull } from "drizzle-orm";
import { openDatabase, type DatabaseTarget } from "../app/db/client.server.ts";
import { items, itemSizes } from "../app/db/schema/catalogue.ts";
import {
  checkoutForm,
  readAnswer,
  shopClient,
  type ShopClient,
} from "../tools/harness/http-client.ts";
import {
  acknowledgedOrdersNotStored,
  cartLinesLeft,
  orderCountDiffers,
  ordersWithoutLines,
  ordersWithoutOneConfirmation,
  outboxBeyondConfirmations,
  readOrderBook,
  totalsDifferingFromLines,
  type AcknowledgedOrder,
} from "../tools/harness/order-checks.ts";
import { createScratchDatabase, type ScratchDatabase } from "../tools/harness/scratch-postgres.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../tools/harness/shop-process.ts";
import { orderIdOfSuccess } from "../tools/harness/shop-pages.ts";
import { idleMemory } from "./lib/memory.ts";
import { peakResidentMiB, residentMiB } from "./lib/shop-run.ts";
import { percentile } from "./lib/stats.ts";

const userCount = 50;
const rounds = 3;
/** Every n-th user submits its checkout form twice at once (same idempotency key). */
const duplicateEvery = 5;
/** Parallel users during the untimed setup (registration hashes passwords: CPU-bound). */
const setupConcurrency = 5;
const targetP95Ms = 250;
/** Pieces of every counted item and size before the run (see restock). */
const restockTo = 100_000;
const categories = ["women", "men", "shoes", "households", "inners", "sports"];
const paymentMethods = ["creditcard", "mpesa", "cashondelivery"];

interface User {
  index: number;
  email: string;
  password: string;
  ip: string;
  cookie: string;
  /** Lines put in the cart for the coming order. */
  cartLines: number;
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

async function signUp(client: ShopClient, user: User): Promise<void> {
  user.cookie = await client.registerAndSignIn(user.email, user.password, user);
}

async function findItemIds(client: ShopClient): Promise<string[]> {
  const ids = new Set<string>();
  for (const type of categories) {
    for (const id of await client.itemIdsOn(`/type/${type}`)) ids.add(id);
  }
  // Only what can be ordered: a sold-out item would refuse every cart it is put in.
  const orderable = (await client.orderable([...ids])).map((choice) => choice.itemId);
  if (orderable.length < 3)
    throw new Error(`found only ${orderable.length} orderable items on the category pages`);
  return orderable;
}

/** Puts 2 or 3 different items in the (empty) cart, varying with the user and the round. */
async function fillCart(
  client: ShopClient,
  user: User,
  itemIds: string[],
  round: number,
): Promise<void> {
  const count = 2 + ((user.index + round) % 2);
  for (let k = 0; k < count; k++) {
    const id = itemIds[(user.index * 3 + round * 7 + k) % itemIds.length]!;
    await client.addToCart(user, id, {
      quantity: String(1 + ((user.index + k) % 3)),
      instructions: `bench user ${user.index}, round ${round}`,
    });
  }
  user.cartLines = count;
}

/**
 * The demo shelf holds a few dozen of most things and 2 of some: 150 orders would empty it and
 * turn orders into refusals. Every counted figure is set high while the shop is stopped (PGlite
 * allows one process); the stock is still taken in each order's transaction as before.
 */
async function restock(target: DatabaseTarget): Promise<void> {
  const database = await openDatabase(target);
  try {
    await database.db.update(items).set({ stock: restockTo }).where(isNotNull(items.stock));
    await database.db.update(itemSizes).set({ stock: restockTo }).where(isNotNull(itemSizes.stock));
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The measured phase.

function shippingOf(user: User, round: number): Record<string, string> {
  return {
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
async function checkOut(client: ShopClient, user: User, round: number): Promise<Submission[]> {
  const key = await client.openCheckout(user);
  const copies = user.index % duplicateEvery === duplicateEvery - 1 ? 2 : 1;
  const fields = checkoutForm(key, shippingOf(user, round));
  const answers = await Promise.all(
    Array.from({ length: copies }, () => readAnswer(() => client.post("/checkout", fields, user))),
  );
  return answers.map((answer) => ({
    round,
    user: user.index,
    key,
    expectedLines: user.cartLines,
    status: answer.status,
    orderId: orderIdOfSuccess(answer.location),
    ms: answer.ms,
  }));
}

async function measuredRound(client: ShopClient, users: User[], round: number, failures: string[]) {
  const started = performance.now();
  const checkOutOrRecord = (user: User) =>
    checkOut(client, user, round).catch((error: unknown) => {
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

/** What the database holds once the shop has stopped. */
async function checkDatabase(target: DatabaseTarget, submissions: Submission[]): Promise<string[]> {
  const book = await readOrderBook(target);
  const acknowledged = new Map<string, AcknowledgedOrder>();
  for (const { key, orderId, expectedLines } of submissions)
    if (orderId) acknowledged.set(key, { key, orderId, lines: expectedLines });
  return [
    ...orderCountDiffers(book, new Set(submissions.map((s) => s.key)).size, "distinct keys"),
    ...acknowledgedOrdersNotStored(book, [...acknowledged.values()]),
    ...ordersWithoutLines(book),
    ...ordersWithoutOneConfirmation(book),
    ...totalsDifferingFromLines(book),
    ...cartLinesLeft(book),
    ...outboxBeyondConfirmations(book),
  ];
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
  const target: DatabaseTarget = databaseUrl
    ? { kind: "postgres", url: databaseUrl }
    : { kind: "pglite", dataDir };
  const shopEnv = {
    DATA_DIR: dataDir,
    TRUST_PROXY: "true",
    // Empty means unset: the PGlite run must not pick up a DATABASE_URL given to the benchmark,
    // and no run sends real e-mail (the outbox writes .eml files into DATA_DIR instead).
    DATABASE_URL: databaseUrl ?? "",
    SMTP_URL: "",
  };
  let shop: ShopProcess | undefined;
  try {
    // A first start seeds the demo catalogue; it is restocked before the measured start.
    const seeding = await startShopProcess(shopEnv);
    await seeding.stop();
    await restock(target);
    shop = await startShopProcess(shopEnv);
    const url = shop.url;
    const client = shopClient(() => url);
    result.statuses = client.statuses;
    const idle = await idleMemory(url, shop.child.pid!);
    console.log(`[${label}] shop at ${url}; setting up ${userCount} users`);
    const itemIds = await findItemIds(client);
    const users = makeUsers();
    await eachLimited(users, setupConcurrency, (user) => signUp(client, user));

    for (let round = 1; round <= rounds; round++) {
      await eachLimited(users, setupConcurrency, (user) => fillCart(client, user, itemIds, round));
      const { submissions, wallMs } = await measuredRound(client, users, round, result.failures);
      result.submissions.push(...submissions);
      result.wallMs += wallMs;
      const summary = roundSummary(round, submissions, wallMs);
      result.roundSummaries.push(summary);
      console.log(`[${label}] ${summary}`);
    }
    checkAnswers(result.submissions, result.failures);
    // The shop's whole process: PGlite's memory is counted wherever its thread runs.
    result.notes.push(
      `resident memory: ${idle.idleMiB.toFixed(0)} MiB idle after a restart, ${residentMiB(shop.child.pid!).toFixed(0)} MiB after the rounds, peak ${peakResidentMiB(shop.child.pid!).toFixed(0)} MiB`,
    );

    const exitCode = await shop.stop();
    if (exitCode !== 0) result.failures.push(`the shop exited with ${exitCode} on SIGTERM`);
    const problems = loggedProblems(shop.output());
    if (problems.length > 0)
      result.notes.push(
        `${problems.length} warning/error log lines, e.g. ${problems[0]!.slice(0, 300)}`,
      );
    shop = undefined;

    result.failures.push(...(await checkDatabase(target, result.submissions)));
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
  const ms = submissions.map((s) => s.ms);
  const load = os.loadavg()[0]!.toFixed(1);
  return `round ${round}: ${orders} orders (${submissions.length} posts) in ${(wallMs / 1000).toFixed(2)} s, p50 ${formatMs(percentile(ms, 50))} ms, p95 ${formatMs(percentile(ms, 95))} ms, load average ${load}`;
}

/** Creates `bench_<random>` on the server of `serverUrl`, runs the benchmark on it, drops it. */
async function runOnPostgres(serverUrl: string): Promise<RunResult> {
  let scratch: ScratchDatabase;
  try {
    scratch = await createScratchDatabase(serverUrl, "bench");
  } catch (error) {
    const result = emptyResult("postgres");
    result.failures.push((error as Error).message);
    return result;
  }
  try {
    return await runBenchmark("postgres", scratch.url);
  } finally {
    await scratch.drop();
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
  // `npm run bench` runs this script and reads its figures from here.
  if (process.env.BENCH_RESULTS_FILE) {
    const figures = results.map((result) => ({
      label: result.label,
      p95Ms: p95Of(result),
      failures: result.failures.length,
    }));
    writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify(figures));
  }
  process.exitCode = results.every((result) => result.failures.length === 0) ? 0 : 1;
}

await main();
