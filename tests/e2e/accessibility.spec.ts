// Accessibility: an axe-core scan (WCAG 2.1 A and AA) of each page in `pagesToScan`, landmarks and
// headings, and keyboard reach of the nav's search box and cart.
//
// To cover a new page, add it to `pagesToScan`: every check below runs on each entry.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  addToCartQuietly,
  customerWithOrder,
  featuredRegion,
  itemPathOf,
  level1,
  mainNav,
  searchBox,
  signedInCustomer,
  signInQuietly,
  adminEmail,
  adminPassword,
  uniqueEmail,
  waitForHydration,
} from "./helpers.ts";
import { signedInWholesaleBuyer, wholesaleItem } from "./wholesale-helpers.ts";

export interface PageToScan {
  /** Shown in the test title. */
  name: string;
  /** The address, or a function finding it (for pages whose address is only known at run time). */
  path: string | ((page: Page) => Promise<string>);
  /** The HTTP status the page answers with; 200 unless said. */
  status?: number;
  /** Waits until the page is complete (streamed parts arrived) before it is checked. */
  ready?: (page: Page) => Promise<void>;
}

/** The address of the first item listed in a category. */
const firstItemOf = (type: string) => async (page: Page) => {
  await page.goto(`/type/${type}`);
  const href = await page
    .getByRole("main")
    .getByRole("link", { name: "View Details" })
    .first()
    .getAttribute("href");
  if (!href) throw new Error(`no item in /type/${type}`);
  return href;
};

/** Signs in a new customer with two lines in the cart, and goes on to `path`. */
const withCart = (path: string) => async (page: Page) => {
  await signedInCustomer(page);
  const dress = await itemPathOf(page, "women", "Kitenge Maxi Dress");
  await addToCartQuietly(page.request, dress, 2, "Size M, please");
  await addToCartQuietly(page.request, await itemPathOf(page, "shoes", "Canvas Sneakers"));
  return path;
};

/** Signs in the shop staff account, and goes on to `path`. */
const asStaff = (path: string) => async (page: Page) => {
  await signInQuietly(page.request, adminEmail, adminPassword);
  return path;
};

export const pagesToScan: PageToScan[] = [
  {
    name: "landing page",
    path: "/",
    ready: async (page) => {
      await expect(featuredRegion(page).getByRole("link", { name: "View Details" })).toHaveCount(8);
    },
  },
  { name: "category page", path: "/type/women" },
  { name: "every item, by price", path: "/shop?sort=price-desc" },
  { name: "empty category page", path: "/type/nothing-here" },
  { name: "item page", path: firstItemOf("women") },
  { name: "search results page", path: "/search?q=shirt" },
  {
    name: "category page with the search panel open",
    path: "/type/men",
    ready: async (page) => {
      await waitForHydration(page);
      await searchBox(page).fill("shirt");
      await expect(
        page.getByRole("region", { name: "Search results" }).getByRole("link"),
      ).toHaveCount(3);
    },
  },
  { name: "search page without results", path: "/search?q=zzzz" },
  {
    name: "404 page",
    path: "/no-such-page",
    status: 404,
  },
  {
    name: "404 page of an unknown item",
    path: "/item/00000000-0000-4000-8000-000000000000",
    status: 404,
  },
  { name: "login page", path: "/auth" },
  {
    name: "login page after a failed sign-in",
    path: "/auth",
    ready: async (page) => {
      await waitForHydration(page);
      await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("nobody"));
      await page.getByLabel("Password", { exact: true }).fill("not-the-password");
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText("Wrong Email or Password");
    },
  },
  { name: "register page", path: "/register" },
  {
    name: "register page with a field refused",
    path: "/register",
    ready: async (page) => {
      await waitForHydration(page);
      await page.getByLabel("Email", { exact: true }).fill(uniqueEmail());
      await page.getByLabel("Password", { exact: true }).fill("correct-horse-42");
      await page.getByLabel("Confirm Password", { exact: true }).fill("correct-horse-43");
      await page.getByRole("button", { name: "Register" }).click();
      await expect(
        page.getByLabel("Confirm Password", { exact: true }),
      ).toHaveAccessibleDescription("Passwords do not match");
    },
  },
  { name: "forgot password page", path: "/forgot-password" },
  { name: "reset password page", path: "/reset-password?token=some-token" },
  {
    name: "403 page of a customer at /create",
    path: async (page) => {
      await signedInCustomer(page);
      return "/create";
    },
    status: 403,
  },
  {
    name: "New Item page for staff",
    path: async (page) => (await signInQuietly(page.request, adminEmail, adminPassword), "/create"),
  },
  {
    name: "Edit Item page for staff",
    path: async (page) => {
      await signInQuietly(page.request, adminEmail, adminPassword);
      return `${await itemPathOf(page, "men", "Denim Jacket")}/edit`;
    },
  },
  { name: "cart page with lines", path: withCart("/cart") },
  { name: "empty cart page", path: async (page) => (await signedInCustomer(page), "/cart") },
  { name: "checkout page", path: withCart("/checkout") },
  {
    name: "checkout page with M-Pesa chosen and fields refused",
    path: withCart("/checkout"),
    ready: async (page) => {
      await waitForHydration(page);
      await page.getByRole("radio", { name: "M-Pesa" }).check();
      await page.getByLabel("Email", { exact: true }).fill("not-an-email");
      await page.getByRole("button", { name: "Place Order" }).click();
      await expect(page.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
        "Enter your name",
      );
      await expect(page.getByRole("heading", { name: "Pay with M-Pesa" })).toBeVisible();
    },
  },
  {
    name: "order success page",
    path: async (page) => `/checkout/success/${(await customerWithOrder(page)).orderId}`,
  },
  {
    name: "order confirmation page",
    path: async (page) => `/order-confirmation/${(await customerWithOrder(page)).orderId}`,
  },
  {
    name: "My orders page with an order",
    path: async (page) => (await customerWithOrder(page), "/orders"),
  },
  { name: "empty My orders page", path: async (page) => (await signedInCustomer(page), "/orders") },
  {
    name: "403 page of a customer at /admin/orders",
    path: async (page) => (await signedInCustomer(page), "/admin/orders"),
    status: 403,
  },
  {
    name: "orders desk for staff",
    path: async (page) => {
      // At least one order in the table, also when this page is scanned on its own.
      await customerWithOrder(page);
      return asStaff("/admin/orders")(page);
    },
  },
  {
    name: "dashboard for staff",
    path: async (page) => {
      // At least one order in the charts, also when this page is scanned on its own.
      await customerWithOrder(page);
      return asStaff("/admin")(page);
    },
  },
  {
    name: "wholesale application page",
    path: async (page) => (await signedInCustomer(page), "/wholesale"),
  },
  {
    name: "wholesale application page with the KRA PIN refused",
    path: async (page) => (await signedInCustomer(page), "/wholesale"),
    ready: async (page) => {
      await page.getByLabel("Business name").fill("Axe Boutique");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByText("Enter the KRA PIN")).toBeVisible();
    },
  },
  {
    name: "item page of a wholesale buyer (breaks table)",
    path: async (page) => {
      await signInQuietly(page.request, adminEmail, adminPassword);
      const item = await wholesaleItem(page.request);
      await signedInWholesaleBuyer(page);
      return `${item.path}?quantity=12`;
    },
  },
  {
    name: "cart of a wholesale buyer (wholesale price, next break, packs)",
    path: async (page) => {
      await signInQuietly(page.request, adminEmail, adminPassword);
      const item = await wholesaleItem(page.request);
      await signedInWholesaleBuyer(page);
      await addToCartQuietly(page.request, item.path, 10);
      return "/cart";
    },
  },
  {
    name: "wholesale applications desk with one waiting",
    path: async (page) => {
      await signedInCustomer(page);
      const applied = await page.request.post("/wholesale", {
        form: {
          businessName: "Axe Boutique",
          kraPin: "A123456789Z",
          businessPhone: "0722 000 111",
          town: "Thika",
        },
      });
      expect(applied.status()).toBe(200);
      return asStaff("/admin/wholesale")(page);
    },
  },
  {
    name: "orders desk with a search refused",
    path: asStaff("/admin/orders?status=pending&q=ab"),
    ready: async (page) => {
      await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
    },
  },
  {
    name: "receipt of an order",
    path: async (page) => `/orders/${(await customerWithOrder(page)).orderId}/receipt`,
  },
  {
    name: "packing slip on the orders desk",
    path: async (page) => {
      const { orderId } = await customerWithOrder(page);
      await signInQuietly(page.request, adminEmail, adminPassword);
      return `/admin/orders/${orderId}/packing-slip`;
    },
  },
  {
    name: "order page on the orders desk",
    path: async (page) => {
      const { orderId } = await customerWithOrder(page);
      await signInQuietly(page.request, adminEmail, adminPassword);
      return `/admin/orders/${orderId}`;
    },
  },
  {
    name: "order page on the orders desk with the payment reference refused",
    path: async (page) => {
      const { orderId } = await customerWithOrder(page, { payment: "M-Pesa" });
      await signInQuietly(page.request, adminEmail, adminPassword);
      return `/admin/orders/${orderId}`;
    },
    ready: async (page) => {
      await waitForHydration(page);
      const form = page.getByRole("form", { name: "Record payment" });
      await form.getByRole("button", { name: "Record payment" }).click();
      await expect(form.getByLabel("Payment reference", { exact: true })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
    },
  },
  { name: "items desk for staff", path: asStaff("/admin/items") },
  { name: "items desk, low stock", path: asStaff("/admin/items?stock=low") },
  { name: "shop settings for staff", path: asStaff("/admin/settings") },
  { name: "categories desk for staff", path: asStaff("/admin/categories") },
  {
    name: "item page refusing Add to Cart without a size",
    path: async (page) => {
      await signedInCustomer(page);
      return itemPathOf(page, "women", "Chiffon Blouse");
    },
    ready: async (page) => {
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await expect(page.getByRole("group", { name: "Size" })).toHaveAccessibleDescription(
        "Choose a size",
      );
    },
  },
  { name: "category page with a sold-out item", path: "/type/households" },
  {
    name: "order confirmation page of an unknown order",
    path: async (page) => {
      await signedInCustomer(page);
      return "/order-confirmation/00000000-0000-4000-8000-000000000000";
    },
    status: 404,
  },
];

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const failingImpacts = new Set(["serious", "critical"]);

async function open(page: Page, target: PageToScan): Promise<void> {
  const path = typeof target.path === "string" ? target.path : await target.path(page);
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(target.status ?? 200);
  await expect(level1(page).first()).toBeVisible();
  await target.ready?.(page);
}

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) =>
      [
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`,
        ...v.nodes.map(
          (node) =>
            `    ${node.target.join(" ")}\n      ${node.html}\n      ${node.failureSummary?.replace(/\n/g, "\n      ")}`,
        ),
      ].join("\n"),
    )
    .join("\n");
}

for (const target of pagesToScan) {
  test.describe(target.name, () => {
    test("has no serious or critical WCAG 2.1 AA violations", async ({ page }, testInfo) => {
      await open(page, target);
      const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
      await testInfo.attach("axe-results.json", {
        body: JSON.stringify(results.violations, null, 2),
        contentType: "application/json",
      });
      const serious = results.violations.filter((v) => v.impact && failingImpacts.has(v.impact));
      const minor = results.violations.filter((v) => !serious.includes(v));
      if (minor.length > 0) {
        testInfo.annotations.push({
          type: "axe (minor/moderate)",
          description: minor.map((v) => v.id).join(", "),
        });
      }
      expect(
        serious.map((v) => `${v.id} (${v.impact})`),
        `serious or critical axe violations on ${page.url()}:\n${formatViolations(serious)}\n`,
      ).toEqual([]);
    });

    test("has exactly one h1 and the main, navigation and contentinfo landmarks", async ({
      page,
    }) => {
      await open(page, target);
      await expect(level1(page)).toHaveCount(1);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("banner")).toHaveCount(1);
      await expect(mainNav(page)).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toHaveCount(1);
      await expect(page.getByRole("search")).toHaveCount(1);
      // The h1 is inside main.
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveCount(1);
    });
  });
}

test.describe("keyboard", () => {
  /** Presses Tab until the target has focus; fails after `limit` presses. */
  async function tabTo(page: Page, target: Locator, limit = 30): Promise<number> {
    for (let presses = 1; presses <= limit; presses += 1) {
      await page.keyboard.press("Tab");
      if (await target.evaluate((el) => el === document.activeElement)) return presses;
    }
    throw new Error(`Tab did not reach ${target} within ${limit} presses`);
  }

  for (const path of ["/", "/type/women"]) {
    test(`Tab reaches the search box and then the cart link on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(level1(page)).toBeVisible();
      // The first stop is the skip link, which brings the keyboard to the content.
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
      await expect(page.getByRole("link", { name: "Skip to content" })).toBeInViewport();

      await tabTo(page, searchBox(page));
      await expect(searchBox(page)).toBeFocused();

      const cart = page.getByRole("link", { name: "Cart", exact: true });
      await tabTo(page, cart, 15);
      await expect(cart).toBeFocused();
      await expect(cart).toBeInViewport();
    });
  }

  test("the skip link moves to the main content", async ({ page }) => {
    await page.goto("/type/women");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    // The next Tab lands inside main, past the navigation.
    await page.keyboard.press("Tab");
    const insideMain = await page.evaluate(
      () => document.getElementById("main")?.contains(document.activeElement) ?? false,
    );
    expect(insideMain).toBe(true);
  });
});
