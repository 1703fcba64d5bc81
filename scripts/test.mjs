// `npm test`: every check in order — typecheck, lint, formatting, the layers (imports point down), dead code,
// build, the demo pictures drawn once for the test shops, unit and integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), browser
// journeys — then one summary line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const results = path.join(root, "test-results");
const vitestJson = path.join(results, "vitest.json");
const playwrightJson = path.join(results, "playwright.json");
mkdirSync(results, { recursive: true });
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

const steps = [
  ["typecheck", bin("react-router"), ["typegen"]],
  ["typecheck", bin("tsc"), ["--noEmit"]],
  ["lint", bin("eslint"), ["."]],
  ["format", bin("prettier"), ["--check", "--log-level=warn", "."]],
  [
    "layers",
    bin("depcruise"),
    [
      "app",
      "server",
      "simulators",
      "scripts",
      "bench",
      "tools",
      "tests",
      "--config",
      ".dependency-cruiser.cjs",
    ],
  ],
  ["dead code", bin("knip"), ["--no-config-hints"]],
  ["build", process.execPath, [path.join(root, "scripts", "build-if-stale.mjs")]],
  ["demo pictures", process.execPath, [path.join(root, "scripts", "keep-demo-drawings.ts")]],
  [
    "unit and integration",
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile=${vitestJson}`],
  ],
  [
    "browser",
    bin("playwright"),
    ["test", "--reporter=list,json"],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  ],
];

const failedSteps = [];
for (const [name, command, args, env = {}] of steps) {
  console.log(`\n=== ${name}: ${path.basename(command)} ${args.join(" ")}`);
  const run = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (run.status !== 0) failedSteps.push(name);
}

let passed = 0;
let failed = 0;
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
if (existsSync(playwrightJson)) {
  const { stats } = JSON.parse(readFileSync(playwrightJson, "utf8"));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}
if (failedSteps.length > 0) console.log(`\nFailed steps: ${[...new Set(failedSteps)].join(", ")}`);
// A failed step without failed tests (typecheck, lint, build) still counts as a failure.
if (failed === 0 && failedSteps.length > 0) failed = failedSteps.length;
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
