// The shop the browser tests run against: a port, and a fresh, empty data directory (so the demo
// catalogue is seeded) that is removed again when the test run ends.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Port of the test shop: E2E_PORT, or 3107. */
export function e2ePort(): number {
  const raw = process.env.E2E_PORT;
  if (raw === undefined || raw === "") return 3107;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(
      `E2E_PORT must be a port number between 1 and 65535, not ${JSON.stringify(raw)}`,
    );
  }
  return port;
}

/**
 * The data directory of the test shop. Playwright loads its config in the runner and again in each
 * worker; the runner creates the directory and hands it to the workers through the environment, so
 * that one run makes one directory. The runner deletes it on exit (after the shop has stopped), unless
 * E2E_KEEP_DATA is set, for looking at what the shop stored.
 */
export function e2eDataDir(): string {
  const existing = process.env.E2E_DATA_DIR;
  if (existing) return existing;
  const dir = mkdtempSync(path.join(os.tmpdir(), "duka-e2e-"));
  process.env.E2E_DATA_DIR = dir;
  if (!process.env.E2E_KEEP_DATA) {
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  }
  return dir;
}

/** Port of the second test shop, the one with automatic M-Pesa payments (MPESA_ENV=simulator): E2E_PORT + 1000. */
export function e2eMpesaPort(): number {
  return e2ePort() + 1000;
}
