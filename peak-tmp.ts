import autocannon from "autocannon";
import { shopClient } from "./tools/harness/http-client.ts";
import { startShopProcess, tempDataDir } from "./tools/harness/shop-process.ts";
import { peakResidentMiB, residentMiB } from "./scripts/bench/shop-run.ts";
const shop = await startShopProcess({
  DATA_DIR: tempDataDir(),
  TRUST_PROXY: "true",
  ...(process.env.PC ? { PAGE_CACHE_MB: process.env.PC } : {}),
});
const pid = shop.child.pid!;
const cookie = await shopClient(() => shop.url).registerAndSignIn();
const mem = (l: string) => {
  console.log(l, residentMiB(pid).toFixed(0), "peak", peakResidentMiB(pid).toFixed(0));
};
await new Promise((r) => setTimeout(r, 2000));
mem("idle");
const run = (path: string, headers: Record<string, string>) =>
  autocannon({
    url: `${shop.url}${path}`,
    connections: 50,
    duration: 8,
    headers: { "accept-encoding": "br, gzip", ...headers },
  });
let r = await run("/type/women", {});
mem(`after visitors ${r.requests.average}`);
r = await run("/type/women", { cookie });
mem(`after signed-in ${r.requests.average}`);
r = await run("/search?q=dress", { cookie });
mem(`after signed-in search ${r.requests.average}`);
await new Promise((r) => setTimeout(r, 500));
console.log(
  shop
    .output()
    .split("\n")
    .filter((l) => l.includes("usage"))
    .join("\n"),
);
await shop.stop();
