// The shop's pages under their Content-Security-Policy: every page a shopper or staff opens carries
// the policy with a fresh nonce, runs (hydrates, searches, checks out) without one violation, and
// private pages are never stored.
import { expect, test, type Page, type Response } from "@playwright/test";
import { customerWithOrder, itemPathOf, searchBox, staffBrowser, waitForHydration } from "./helpers.ts";

/** Every Content-Security-Policy violation the page reports, from the moment it starts. */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective}: ${event.blockedURI}`),
    );
  });
  return violations;
}

function expectPolicy(response: Response | null): string {
  const headers = response!.headers();
  const policy = headers["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(policy).toContain(directive);
  expect(policy).not.toContain("unsafe-inline");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  return /'nonce-([^']+)'/.exec(policy)![1]!;
}

test("shopper pages carry the policy with a new nonce each time and run without a violation", async ({ page }) => {
  const violations = await collectViolations(page);
  const first = expectPolicy(await page.goto("/"));
  await waitForHydration(page);
  // Rendered again (not from the browser's cache: a reload may be answered 304, and then the page
  // and its policy both come from the cache, nonce and all), the page gets a new nonce.
  const again = (await page.request.get("/")).headers()["content-security-policy"] ?? "";
  expect(again).toMatch(/'nonce-[^']+'/);
  expect(again).not.toContain(first);
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

test("a shopper's private pages are never stored, and checkout runs under the policy", async ({ page }) => {
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
