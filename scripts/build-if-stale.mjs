// Builds the shop when build/ is missing or older than the sources, so that `npm start` on a fresh
// clone (or after a pull) serves what is checked out.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stamp = path.join(root, "build", ".built");
const sources = ["app", "server", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(entry) {
  const info = statSync(entry, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    info.mtimeMs,
  );
}

export function buildIsStale() {
  if (!existsSync(stamp) || !existsSync(path.join(root, "build", "server", "index.js")))
    return true;
  const built = statSync(stamp).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

export function build() {
  const run = (script, args = []) => {
    // Always a production build, whatever NODE_ENV the caller runs under (vitest sets "test").
    const result = spawnSync(process.execPath, [path.join(root, script), ...args], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  };
  run("node_modules/@react-router/dev/bin.cjs", ["build"]);
  run("scripts/precompress.mjs");
  writeFileSync(stamp, new Date().toISOString());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--force") || buildIsStale()) build();
}
