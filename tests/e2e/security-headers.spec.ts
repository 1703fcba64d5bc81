// The shop's pages under their Content-Security-Policy: every page a shopper or staff opens carries
// a strict policy — a fresh nonce for each render, or, for a page kept in memory for visitors without
// cookies, the hashes of that page's own inline scripts — runs (hydrates, searches, checks out)
// without one violation, and private pages are never stored.
import { expect, test, type APIResponse, type Page, type Response } from "@playwright/test";
import {
  customerWithOrder,
  itemPathOf,
  searchBox,
  staffBrowser,
  waitForHydration,
} from "./helpers.ts";

/** Every Content-Security-Policy violation the page reports, from the moment it starts. */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective}: ${event.blockedURI}`,
      ),
    );
  });
  return violations;
}

/** Checks the policy; the nonce of a rendered page, or null for a page kept in memory (scripts by hash). */
function expectPolicy(response: Response | APIResponse | null): string | null {
  const headers = response!.headers();
  const policy = headers["content-security-policy"] ?? "";
  const kept = headers["x-page-cache"] !== undefined;
  expect(policy).toMatch(
    kept
      ? /script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')*;/
      : /script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/,
  );
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
    expect(policy).toContain(directive);
  expect(policy).not.toContain("unsafe-inline");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  if (kept) expect(policy).not.toContain("nonce-");
  return kept ? null : /'nonce-([^']+)'/.exec(policy)![1]!;
}

test("shopper pages carry a strict policy, a new nonce for each render, and run without a violation", async ({
  page,
}) => {
  const violations = await collectViolations(page);
  expectPolicy(await page.goto("/"));
  await waitForHydration(page);
  // The landing page is the same for every visitor without cookies: kept in memory, its policy
  // allows its own inline scripts by their hashes and has no nonce to reuse.
  const kept = await page.request.get("/");
  expect(kept.headers()["x-page-cache"]).toBe("hit");
  expect(expectPolicy(kept)).toBeNull();
  // A page rendered for each request (where passwords are typed) gets a new nonce each time.
  const first = expectPolicy(await page.request.get("/auth"));
  const again = expectPolicy(await page.request.get("/auth"));
  expect(first).not.toBeNull();
  expect(again).not.toBe(first);
  expectPolicy(await page.reload());
  await waitForHydration(page);

  // Client-side work under the policy: the search panel fetches and shows hits.
  await searchBox(page).fill("dress");
  await expect(page.getByRole("link", { name: /Kitenge Maxi Dress/ }).first()).toBeVisible();

  expectPolicy(await page.goto("/type/women"));
  expectPolicy(await page.goto(await itemPathOf(page, "women", "Kitenge Maxi Dress")));
  await waitForHydration(page);
  expect(violations).toEqual([]);
});

test("a shopper's private pages are never stored, and checkout runs under the policy", async ({
  page,
}) => {
  const violations = await collectViolations(page);
  const { orderId } = await customerWithOrder(page, { payment: "M-Pesa" });
  for (const path of ["/cart", "/orders", `/order-confirmation/${orderId}`]) {
    const response = await page.goto(path);
    expectPolicy(response);
    expect(response!.headers()["cache-control"], path).toContain("no-store");
  }
  expect(violations).toEqual([]);
});

test("the staff desks carry the policy and are never stored", async ({ browser, baseURL }) => {
  const { context, page } = await staffBrowser(browser, baseURL);
  const violations = await collectViolations(page);
  for (const path of ["/admin", "/admin/orders", "/admin/items", "/create"]) {
    const response = await page.goto(path);
    expectPolicy(response);
    expect(response!.headers()["cache-control"], path).toContain("no-store");
  }
  await waitForHydration(page);
  expect(violations).toEqual([]);
  await context.close();
});
