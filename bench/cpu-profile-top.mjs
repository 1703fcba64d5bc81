// `node bench/cpu-profile-top.mjs FILE.cpuprofile [ROWS] [SKIP_MS]`: what a V8 CPU profile (from
// `node --cpu-prof scripts/start.mjs`) spent its time in: the functions by self and by total time,
// and self time by package or file. SKIP_MS leaves out the start (module loading, migrations) so
// that only the load the profile was taken for is counted.
import { readFileSync } from "node:fs";

const [file, rowsArg = "40", skipArg = "0"] = process.argv.slice(2);
if (!file) {
  console.error("usage: node bench/cpu-profile-top.mjs FILE.cpuprofile [ROWS] [SKIP_MS]");
  process.exit(1);
}
const rows = Number(rowsArg);
const profile = JSON.parse(readFileSync(file, "utf8"));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parents.set(child, node.id);

const where = (node) =>
  node.callFrame.url
    .replace(/^.*node_modules\//, "")
    .replace(/^file:\/\/.*?\/(build|app|server|scripts)\//, "$1/");
const label = (node) =>
  `${node.callFrame.functionName || "(anonymous)"} ${where(node)}:${node.callFrame.lineNumber + 1}`;
const packageOf = (node) => {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(node.callFrame.url);
  if (inModules) return inModules[1];
  return node.callFrame.url
    ? where(node).split("/").slice(0, 2).join("/")
    : node.callFrame.functionName || "(native)";
};

const self = new Map();
const total = new Map();
const byPackage = new Map();
const add = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
let elapsedMs = 0;
let counted = 0;
profile.samples.forEach((id, index) => {
  elapsedMs += profile.timeDeltas[index] / 1000;
  if (elapsedMs < Number(skipArg)) return;
  counted += 1;
  const node = nodes.get(id);
  add(self, label(node));
  add(byPackage, packageOf(node));
  // Each function once per sample, however deep it recurses.
  const seen = new Set();
  for (let current = id; current !== undefined; current = parents.get(current)) {
    const name = label(nodes.get(current));
    if (!seen.has(name)) add(total, name);
    seen.add(name);
  }
});

const share = (count) => `${((100 * count) / counted).toFixed(1).padStart(5)} %`;
const print = (title, map, limit) => {
  console.log(`\n${title}`);
  for (const [name, count] of [...map].sort((a, b) => b[1] - a[1]).slice(0, limit))
    console.log(`${share(count)}  ${name}`);
};
console.log(`${counted} samples after ${skipArg} ms`);
print("self time", self, rows);
print("total time (self and what it called)", total, rows);
print("self time by package or file", byPackage, 25);
