// Hostile-client checks against the BUILT shop, bounded in count and time, with figures: it starts
// the shop on a fresh data directory on 127.0.0.1 (or uses the URL given, then without memory
// figures, and only on this machine), then runs six phases one after the other:
//   big bodies   8 parallel 50 MB posts to forms, `.data` and item forms (declared and streamed)
//   bursts       40 wrong passwords at once for one account, then 40 at once from 40 addresses
//   slow clients 300 connections dribbling their request heads a byte a second, for 14 s
//   hash flood   150 sign-ins with random e-mail addresses at once
//   NUL & control NUL and other control characters in paths, queries and a form (each a 400, no 500)
//   cache busting 1,000 visits to the landing page, each with a query string never seen before
// For each it prints the shop's resident memory before and after, the p99 of /healthz (asked
// every 50 ms during the phase) and the answers by status.
//
// Run:  npm run abuse            (a fresh shop)
//       npm run abuse -- http://127.0.0.1:3000   (a running one; TRUST_PROXY=true for the bursts from 40 addresses)
import { rmSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { shopClient } from "../tools/harness/http-client.ts";
import { healthProbe, slowClients, streamedPost } from "../tools/harness/hostile-client.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../tools/harness/shop-process.ts";
import { residentMiB } from "./lib/shop-run.ts";
import { percentile } from "./lib/stats.ts";

const MB = 1024 * 1024;
const given = process.argv[2];
if (given && !/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?\/?$/.test(given)) {
  console.error(
    "abuse: give the URL of a shop on this machine (http://127.0.0.1:PORT), or none to start one",
  );
  process.exit(2);
}

let shop: ShopProcess | undefined;
let dataDir: string | undefined;
if (!given) {
  ensureBuilt();
  dataDir = tempDataDir();
  shop = await startShopProcess({ DATA_DIR: dataDir, TRUST_PROXY: "true", LOG_LEVEL: "error" });
}
const baseUrl = (given ?? shop!.url).replace(/\/$/, "");
const client = shopClient(() => baseUrl);
const memory = () => (shop?.child.pid ? `${residentMiB(shop.child.pid).toFixed(0)} MiB` : "n/a");

function count(statuses: (number | string)[]): string {
  const counts = new Map<string, number>();
  for (const status of statuses) counts.set(String(status), (counts.get(String(status)) ?? 0) + 1);
  return [...counts]
    .sort()
    .map(([status, n]) => `${status}×${n}`)
    .join(" ");
}

async function phase(name: string, work: () => Promise<(number | string)[]>): Promise<void> {
  const before = memory();
  const probe = healthProbe(baseUrl);
  const started = performance.now();
  const statuses = await work();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const health = await probe.stop();
  console.log(
    `${name.padEnd(13)} ${seconds.padStart(5)} s  memory ${before} -> ${memory()}  /healthz p99 ${percentile(health.times, 99).toFixed(0)} ms (${health.times.length} asked, ${health.failures.length} failed)  answers: ${count(statuses)}`,
  );
}

try {
  const email = `abuse-${randomUUID().slice(0, 8)}@example.com`;
  await client.registerAndSignIn(email, "right-password-1");

  await phase("big bodies", async () => {
    const targets = [
      "/auth",
      "/register",
      "/checkout",
      "/cart.data",
      "/create",
      "/item/x/edit",
      "/auth.data",
      "/create.data",
    ];
    const posts = await Promise.all(
      targets.map((pathname, i) =>
        streamedPost(baseUrl, pathname, { totalBytes: 50 * MB, declared: i % 2 === 0 }),
      ),
    );
    return posts.map((post) => post.status);
  });

  await phase("bursts", async () => {
    const wrong = (ip?: string) =>
      client
        .post("/auth", { email, password: "wrong-password" }, { ip })
        .then((answer) => answer.status);
    const oneAddress = await Promise.all(Array.from({ length: 40 }, () => wrong("198.51.100.7")));
    const manyAddresses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => wrong(`203.0.113.${i + 1}`)),
    );
    return [...oneAddress, ...manyAddresses];
  });

  await phase("slow clients", async () => {
    const slow = slowClients(baseUrl, 300);
    await slow.ready;
    const pages: (number | string)[] = [];
    const until = performance.now() + 14_000;
    while (performance.now() < until) {
      const started = performance.now();
      const page = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(5_000) }).catch(
        () => null,
      );
      await page?.arrayBuffer();
      pages.push(
        page
          ? `page ${page.status} in ${performance.now() - started < 2_000 ? "<2s" : ">=2s"}`
          : "page failed",
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const cut = slow.closedByShop();
    slow.close();
    return [
      ...pages,
      ...Array<string>(cut).fill("slow cut by shop"),
      ...Array<string>(300 - cut).fill("slow still open"),
    ];
  });

  await phase("hash flood", async () => {
    const attempts = Array.from({ length: 150 }, (_, i) =>
      client
        .post(
          "/auth",
          { email: `flood-${randomUUID()}@example.com`, password: "any-password-1" },
          { ip: `192.0.2.${(i % 250) + 1}` },
        )
        .then((answer) => answer.status),
    );
    return Promise.all(attempts);
  });

  // Control characters in every kind of value: each must be a 400, never a 500.
  await phase("NUL & control", async () => {
    const addresses = ["%00", "%01", "%1B", "%7F"].flatMap((control) => [
      `/search?q=dress${control}`,
      `/search/panel?q=${control}`,
      `/type/dresses${control}`,
      `/admin/items?q=${control}`,
      `/item/${control}`,
      `/images/x/${control}.webp`,
    ]);
    const gets = addresses.map((address) =>
      fetch(`${baseUrl}${address}`, { redirect: "manual" }).then((answer) => answer.status),
    );
    const forms = ["\u0000", "\u0007", "\u001b"].map((control) =>
      client
        .post("/auth", { email: `a${control}@example.com`, password: "x" })
        .then((answer) => answer.status),
    );
    return Promise.all([...gets, ...forms]);
  });

  // A new query string each time (cache busting): answered from the page, memory stays flat.
  await phase("cache busting", async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 20; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          fetch(`${baseUrl}/?${randomUUID()}=${randomUUID()}`).then(async (answer) => {
            await answer.arrayBuffer();
            return answer.status;
          }),
        ),
      );
      statuses.push(...answers);
    }
    return statuses;
  });
} finally {
  await shop?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
