// Owns running the shop as its own process, as `npm start` (or `npm run dev`) does, for tests of the
// whole server and for the benchmarks: build when stale, a fresh data directory, start and wait for
// the ready line, stop with a signal.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

/**
 * Refuses to run inside the tests that need no build (vitest's "in-process" project, `npm run
 * test:fast`): a test that starts the shop belongs to the "built-shop" project, which vitest.config.ts
 * finds by the import of this file.
 */
function refuseInProcessTests(): void {
  if (process.env.SHOP_TEST_PROJECT === "in-process") {
    throw new Error(
      "This test starts the built shop: import tools/harness/shop-process.ts in the test file itself, so that vitest.config.ts puts it in the built-shop project",
    );
  }
}

/** Builds the shop when the build is missing or stale (once, before starting any process). */
export function ensureBuilt(): void {
  refuseInProcessTests();
  const result = spawnSync(process.execPath, [path.join(root, "scripts", "build-if-stale.mjs")], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("The build failed");
}

/**
 * The Node flags `npm start` passes (package.json's "start" script, the one place they are set), so
 * that tests and benchmarks run the shop exactly as a shop owner does.
 */
export function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: { start: string };
  };
  return scripts.start.split(/\s+/).filter((word) => word.startsWith("--"));
}

/** A fresh, empty directory for the shop's DATA_DIR (its own database, mail and images). */
export function tempDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), "shop-data-"));
}

export interface ShopProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Resolves once the shop says it is ready; rejects with its output if it exits first. By default
 * the built shop (`npm start`); `script` and `cwd` start another, such as the dev server.
 */
export function startShopProcess(
  env: Record<string, string>,
  { cwd = root, script = "scripts/start.mjs" }: { cwd?: string; script?: string } = {},
): Promise<ShopProcess> {
  refuseInProcessTests();
  // SHOP_NODE_FLAGS, when set (even empty), replaces npm start's flags: to measure what they buy.
  const nodeFlags =
    process.env.SHOP_NODE_FLAGS === undefined
      ? startFlags()
      : process.env.SHOP_NODE_FLAGS.split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeFlags, path.join(cwd, script)], {
    cwd,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`The shop did not start in time:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Shop ready at (http:\/\/\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve({
          url: ready[1]!,
          child,
          output: () => output,
          stop: (signal = "SIGTERM") => {
            if (child.exitCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    exited.then((code) => {
      clearTimeout(timer);
      reject(
        Object.assign(new Error(`The shop exited with ${code}:\n${output}`), { code, output }),
      );
    });
  });
}
