// Browser end-to-end tests (tests/e2e): Playwright starts the built shop on a fresh data directory
// (seeded with the demo catalogue) and drives Debian's Chromium against it.
import { defineConfig, devices } from "@playwright/test";
import { adminEmail, adminPassword } from "./tests/e2e/helpers.ts";
import path from "node:path";
import { e2eDataDir, e2eMpesaPort, e2ePort } from "./tests/support/e2e-server.ts";
import { startFlags } from "./tools/harness/shop-process.ts";

const port = e2ePort();
const baseURL = `http://127.0.0.1:${port}`;
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: "tests/e2e",
  // Inside the git-ignored test-results/, but not all of it: Playwright empties its outputDir at
  // the start of a run, and scripts/test.mjs keeps the unit tests' report in test-results/.
  outputDir: "test-results/e2e",
  fullyParallel: true,
  forbidOnly: ci,
  retries: 0,
  workers: 2,
  // A journey of a dozen pages in two or three browsers takes 20-30 s on this 2-core machine on a
  // busy day (and half that on a quiet one): 30 s cut one short mid-way. A hung test costs 60 s.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: ci
    ? [["list"], ["github"], ["junit", { outputFile: "test-results/e2e-junit.xml" }]]
    : [["list"]],
  use: {
    baseURL,
    locale: "en-KE",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    testShop(port, {
      DATA_DIR: e2eDataDir(),
      // The shop staff account the shop makes at start.
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      // Many tests register their own shoppers from 127.0.0.1 within the hour; the limit per address
      // has its own test (tests/integration/account-limits-http.test.ts).
      REGISTRATION_LIMIT: "1000",
    }),
    // A second shop whose M-Pesa and card payments go through the simulators it serves itself
    // (tests/e2e/mpesa.spec.ts, card.spec.ts); its data directory lies inside the first one's.
    testShop(e2eMpesaPort(), {
      PUBLIC_URL: `http://127.0.0.1:${e2eMpesaPort()}`,
      DATA_DIR: path.join(e2eDataDir(), "mpesa-shop"),
      MPESA_ENV: "simulator",
      // Its order SMS go through the Africa's Talking simulator it serves itself
      // (tests/e2e/sms-whatsapp.spec.ts, where staff set the alerts phone and WhatsApp number).
      SMS_ENV: "simulator",
      PESAPAL_ENV: "simulator",
      // Staff refund card payments there (card.spec.ts).
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
    }),
  ],
});

/** A built shop on `port` with the demo catalogue, plus `env`. */
function testShop(shopPort: number, env: Record<string, string>) {
  return {
    // The Node running Playwright also runs the shop (the shop needs Node 22.22 or later).
    // start.mjs builds first when build/ is stale, hence the long timeout.
    command: [JSON.stringify(process.execPath), ...startFlags(), "scripts/start.mjs"].join(" "),
    url: `http://127.0.0.1:${shopPort}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
    env: {
      PORT: String(shopPort),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      // Every browser comes from 127.0.0.1: the accounts tests give each test its own address in
      // X-Forwarded-For, so that one test's failed sign-ins do not rate-limit another's.
      TRUST_PROXY: "true",
      ...env,
    },
  };
}
