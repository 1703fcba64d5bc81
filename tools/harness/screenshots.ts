// Owns looking at the shop as a person does: Chromium (Debian's, or CHROMIUM_PATH) at a phone's and
// a desktop's size, in English or Kiswahili, as a visitor, a customer or staff, one PNG a view.
// Used by `npm run screenshots` (the README's pictures, and pages to look at before calling a
// change done).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";

export const viewports = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 900 },
} as const;

export type Viewer = "visitor" | "customer" | "staff";

export interface Account {
  email: string;
  password: string;
}

export interface Shot {
  /** The file name, without `.png`. */
  name: string;
  /** The page's path, or a function that finds it (an order of the customer's, an item's page). */
  path: string | ((page: Page) => Promise<string>);
  as: Viewer;
  viewport: keyof typeof viewports;
  lang?: "en" | "sw";
  /** The whole page rather than the first screen. */
  fullPage?: boolean;
  /** Done after the page loaded, before the picture (open the menu, fill a form...). */
  prepare?: (page: Page) => Promise<void>;
}

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
  });
}

/** Signs in through the login form, as a person does. */
async function signIn(page: Page, baseUrl: string, account: Account): Promise<void> {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((url) => url.pathname !== "/auth");
}

/** Takes every shot; returns the files written. */
export async function takeShots(
  baseUrl: string,
  shots: readonly Shot[],
  outDir: string,
  accounts: Partial<Record<Viewer, Account>>,
): Promise<string[]> {
  mkdirSync(outDir, { recursive: true });
  const browser = await launchChromium();
  const contexts = new Map<string, BrowserContext>();
  const written: string[] = [];
  try {
    for (const shot of shots) {
      const key = `${shot.as} ${shot.viewport}`;
      let context = contexts.get(key);
      if (!context) {
        context = await browser.newContext({ viewport: viewports[shot.viewport], locale: "en-KE" });
        contexts.set(key, context);
        const account = accounts[shot.as];
        if (shot.as !== "visitor" && account)
          await signIn(await context.newPage(), baseUrl, account);
      }
      const page = await context.newPage();
      const target = typeof shot.path === "string" ? shot.path : await shot.path(page);
      const url = new URL(target, baseUrl);
      if (shot.lang) url.searchParams.set("lang", shot.lang);
      await page.goto(url.href, { waitUntil: "networkidle" });
      await shot.prepare?.(page);
      const file = path.join(outDir, `${shot.name}.png`);
      await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
      written.push(file);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return written;
}
