// The owner's dashboard in Chromium: the charts as images named for screen readers with their
// description and the table of figures behind them, the link to orders waiting for payment, and
// the orders desk's CSV link downloading the orders its search shows.
import { readFileSync } from "node:fs";
import { test as base, expect, type Page } from "@playwright/test";
import {
  customerWithOrder,
  level1,
  orderNumberOf,
  randomClientAddress,
  staffBrowser,
  waitForHydration,
} from "./helpers.ts";
import { parseCsv } from "../support/csv.ts";

// Every test comes from an address of its own (the test shop trusts X-Forwarded-For).
const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": randomClientAddress() });
  },
});

const main = (page: Page) => page.getByRole("main");

test.describe("the owner's dashboard", () => {
  test("shows the last 30 days as charts with a text alternative, and leads to the waiting orders", async ({
    page,
    browser,
    baseURL,
  }) => {
    await customerWithOrder(page);
    const staff = await staffBrowser(browser, baseURL);
    try {
      const desk = staff.page;
      await desk.goto("/admin");
      await expect(level1(desk)).toHaveText("How the shop is doing");
      await expect(
        desk
          .getByRole("navigation", { name: "Shop desks" })
          .getByRole("link", { name: "Dashboard" }),
      ).toHaveAttribute("aria-current", "page");
      const revenue = main(desk).getByRole("img", { name: "Revenue per day, last 30 days" });
      await expect(revenue).toBeVisible();
      await expect(revenue).toHaveAccessibleDescription(
        /^Ksh\. [\d,]+\.\d{2} over 30 days\. Best day: .+ Today: Ksh\. [\d,]+\.\d{2}\.$/,
      );
      const orders = main(desk).getByRole("img", { name: "Orders per day, last 30 days" });
      await expect(orders).toHaveAccessibleDescription(
        /orders? over 30 days\. Busiest day: .+ Today: [1-9]\d* orders?\.$/,
      );
      // The figures behind the charts: a day a row, for screen readers and printing.
      const table = main(desk).getByRole("table", { name: "Orders and revenue by day" });
      await expect(table.getByRole("row")).toHaveCount(31);
      await expect(main(desk).getByText("except cancelled ones", { exact: false })).toBeVisible();

      await waitForHydration(desk);
      await main(desk)
        .getByRole("link", { name: /^[1-9]\d* orders? waiting for payment$/ })
        .click();
      await expect(desk).toHaveURL("/admin/orders?status=pending");
      await expect(level1(desk)).toHaveText("Orders");
    } finally {
      await staff.context.close();
    }
  });

  test("the orders desk's CSV link downloads the orders its search shows", async ({
    page,
    browser,
    baseURL,
  }) => {
    const { orderId, email, shipping } = await customerWithOrder(page);
    const staff = await staffBrowser(browser, baseURL);
    try {
      const desk = staff.page;
      await desk.goto(`/admin/orders?${new URLSearchParams({ q: email })}`);
      const link = main(desk).getByRole("link", { name: "Download CSV" });
      await expect(link).toHaveAttribute(
        "href",
        `/admin/orders.csv?${new URLSearchParams({ q: email })}`,
      );
      const [download] = await Promise.all([desk.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toMatch(/^duka-orders-\d{4}-\d{2}-\d{2}\.csv$/);
      const rows = parseCsv(readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, ""));
      expect(rows[0]![0]).toBe("Order number");
      expect(rows.slice(1).map((row) => row[0])).toEqual([orderNumberOf(orderId)]);
      expect(rows[1]![2]).toBe(shipping.name);
    } finally {
      await staff.context.close();
    }
  });
});
