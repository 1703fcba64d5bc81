// After the order: a shopper's My orders, and the shop staff's orders desk and items desk. The whole
// journey (placed, found on the desk, paid with M-Pesa, shipped, seen by the shopper, e-mailed), the
// status filter, a reused payment reference, a change from a stale page, cancelling, who may use the
// desks, and the same without JavaScript.
import { randomInt } from "node:crypto";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import {
  chooseSize,
  adminEmail,
  adminPassword,
  cartLink,
  checkoutField,
  customerWithOrder,
  formatKsh,
  itemToOrder,
  kshPattern,
  level1,
  mainNav,
  placeDressOrder,
  placeOrder,
  orderNumberOf,
  signedInCustomer,
  staffBrowser,
  tableRows,
  uniqueEmail,
  uniqueShipping,
  waitForHydration,
  randomClientAddress,
} from "./helpers.ts";
import { mailsWithSubject, waitForMailWithSubject } from "./mail.ts";

// Every test comes from an address of its own (the test shop trusts X-Forwarded-For).
const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": randomClientAddress() });
  },
});

const main = (page: Page) => page.getByRole("main");
/** "21 Nov 2026, 14:05", as the shop shows times. */
const shopTimePattern = /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/;
const staffRefusal = "Sorry, only shop staff can use the shop's desks.";

const shippedSubject = (orderId: string) =>
  `Your Duka Fashions order ${orderNumberOf(orderId)} has shipped`;
const cancelledSubject = (orderId: string) =>
  `Your Duka Fashions order ${orderNumberOf(orderId)} was cancelled`;

/** A payment reference no other test uses, shaped like an M-Pesa transaction code. */
function uniqueReference(): string {
  return `Q${randomInt(36 ** 9)
    .toString(36)
    .toUpperCase()
    .padStart(9, "0")}`;
}

// --- My orders and the order page (the shopper's side) ---

/** The entry of an order in My orders: the list item with "Order <order number>". */
function myOrdersEntry(page: Page, orderId: string): Locator {
  return main(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(`Order ${orderNumberOf(orderId)}`, { exact: true }) });
}

/** The "Status: <status>" section of an order page (the shopper's or the desk's) and its history. */
function statusSection(page: Page): Locator {
  return main(page).getByRole("region", { name: /^Status: / });
}
function historyEntries(page: Page): Locator {
  return statusSection(page).getByRole("listitem");
}

async function expectStatus(page: Page, status: string): Promise<void> {
  await expect(statusSection(page)).toHaveAccessibleName(`Status: ${status}`);
  await expect(statusSection(page).getByRole("heading", { level: 2 })).toHaveText(
    `Status: ${status}`,
  );
}

// --- the orders desk ---

const deskField = {
  status: (page: Page) => page.getByLabel("Status", { exact: true }),
  search: (page: Page) => page.getByLabel("Order number, e-mail or phone", { exact: true }),
};
const deskTable = (page: Page) => main(page).getByRole("table");

/** The desk's row of an order: the row with a link named by the order's order number. */
function deskRow(page: Page, orderId: string): Locator {
  return deskTable(page)
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: orderNumberOf(orderId), exact: true }) });
}

/** The desk's data rows (without the header row). */
function deskDataRows(page: Page): Locator {
  return deskTable(page)
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
}

/** Chooses a status (its label, "All" for none) and a search, and presses Show orders. */
async function showOrders(page: Page, status: string, search: string): Promise<void> {
  await deskField.status(page).selectOption({ label: status });
  await deskField.search(page).fill(search);
  await page.getByRole("button", { name: "Show orders", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/orders");
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === search);
}

/** Opens an order on the desk (and waits for React when the page has JavaScript). */
async function openOnDesk(page: Page, orderId: string, { javaScript = true } = {}): Promise<void> {
  const response = await page.goto(`/admin/orders/${orderId}`);
  expect(response?.status()).toBe(200);
  await expect(level1(page)).toHaveText(`Order ${orderNumberOf(orderId)}`);
  if (javaScript) await waitForHydration(page);
}

const actionForm = (page: Page, name: string) => main(page).getByRole("form", { name });
/** The desk's Payment section as term -> value ("Chosen at checkout", "Paid with", "Reference", "Total"). */
async function paymentDetails(page: Page): Promise<Record<string, string>> {
  const section = main(page).getByRole("region", { name: "Payment", exact: true });
  const terms = await section.getByRole("term").allTextContents();
  const values = await section.getByRole("definition").allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term.trim(), values[index]?.trim() ?? ""]));
}

async function expectPayment(page: Page, expected: Record<string, string>): Promise<void> {
  await expect.poll(() => paymentDetails(page)).toMatchObject(expected);
}

/** Matches a text that ends with `text` (e.g. an accessible description after a field's hint). */
function endingWith(text: string): RegExp {
  return new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}

/** Fills in the desk's Record payment form and sends it. */
async function recordPayment(page: Page, paidWith: string, reference: string): Promise<void> {
  const form = actionForm(page, "Record payment");
  await form.getByLabel("Paid with", { exact: true }).selectOption({ label: paidWith });
  await form.getByLabel("Payment reference", { exact: true }).fill(reference);
  await form.getByRole("button", { name: "Record payment", exact: true }).click();
}

async function markShipped(page: Page, note: string): Promise<void> {
  const form = actionForm(page, "Mark shipped");
  await form.getByLabel("Courier note (optional)", { exact: true }).fill(note);
  await form.getByRole("button", { name: "Mark shipped", exact: true }).click();
}

async function cancelOrder(page: Page, reason: string): Promise<void> {
  const form = actionForm(page, "Cancel order");
  await form.getByLabel("Reason", { exact: true }).fill(reason);
  await form.getByRole("button", { name: "Cancel order", exact: true }).click();
}

/** The green message after an action went through (not the layout's empty "loading" notice). */
const doneMessage = (page: Page) => main(page).getByRole("status").filter({ hasText: /\S/ });
const refusal = (page: Page) => main(page).getByRole("alert");

/** Expects the history's entries, oldest first: the status named and, if given, its note. */
async function expectHistory(
  page: Page,
  entries: { status: string; note?: string; by?: string }[],
): Promise<void> {
  const items = historyEntries(page);
  await expect(items).toHaveCount(entries.length);
  for (const [index, entry] of entries.entries()) {
    const item = items.nth(index);
    await expect(item.getByText(entry.status, { exact: true }), `history ${index}`).toBeVisible();
    if (entry.note) await expect(item, `history ${index}`).toContainText(entry.note);
    if (entry.by) await expect(item, `history ${index}`).toContainText(`by ${entry.by}`);
  }
}

test.describe("the order journey", () => {
  test("a shopper orders with M-Pesa and follows it in My orders while the shop records the payment and ships it", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // The shopper registers and signs in through the forms.
    const email = uniqueEmail();
    const password = `pass-${randomInt(1_000_000_000)}`;
    await page.goto("/register");
    await waitForHydration(page);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm Password", { exact: true }).fill(password);
    await main(page).getByRole("button", { name: "Register", exact: true }).click();
    await expect(page).toHaveURL("/auth");
    await waitForHydration(page);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await main(page).getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL("/");
    // Signed in: My orders, but no Admin link.
    await expect(mainNav(page).getByRole("link", { name: "My orders", exact: true })).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);

    // One of the tests' own dresses (the demo's stock is left to the tests about the demo), checked
    // out with M-Pesa.
    const dress = await itemToOrder(page);
    const total = formatKsh(dress.priceCents);
    await page.goto(dress.path);
    await waitForHydration(page);
    await chooseSize(page);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL("/cart");
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
    await waitForHydration(page);
    await main(page).getByRole("button", { name: "Checkout" }).click();
    await expect(page).toHaveURL("/checkout");
    await waitForHydration(page);
    await expect(checkoutField.email(page)).toHaveValue(email);
    const shipping = uniqueShipping();
    const orderId = await placeOrder(page, "M-Pesa", shipping);
    const shortId = orderNumberOf(orderId);

    // My orders, from the nav: the order with its order number, date, one item, total and Pending.
    await mainNav(page).getByRole("link", { name: "My orders", exact: true }).click();
    await expect(page).toHaveURL("/orders");
    await expect(level1(page)).toHaveText("My orders");
    await expect(page).toHaveTitle("My orders | Duka Fashions");
    await expect(main(page).getByRole("listitem")).toHaveCount(1);
    const entry = myOrdersEntry(page, orderId);
    await expect(entry.getByText(`Order ${shortId}`, { exact: true })).toBeVisible();
    await expect(entry.getByText(shopTimePattern)).toBeVisible();
    await expect(entry.getByText("1 item", { exact: true })).toBeVisible();
    await expect(entry.getByText(kshPattern)).toHaveText(total);
    await expect(entry.getByText("Pending", { exact: true })).toBeVisible();

    await entry.getByRole("link").click();
    await expect(page).toHaveURL(`/order-confirmation/${orderId}`);
    await expect(level1(page)).toHaveText("Order confirmation");
    await expectStatus(page, "Pending");
    await expectHistory(page, [{ status: "Placed" }]);
    await expect(historyEntries(page).first()).toContainText(
      /^Placed \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
    );

    // The shop: staff sign in in a browser of their own and find the order by the shopper's e-mail.
    const staff = await staffBrowser(browser, baseURL);
    try {
      const desk = staff.page;
      await desk.goto("/");
      const adminLink = mainNav(desk).getByRole("link", { name: "Admin", exact: true });
      await expect(adminLink).toHaveAttribute("href", "/admin/orders");
      await waitForHydration(desk);
      await adminLink.click();
      await expect(desk).toHaveURL("/admin/orders");
      await expect(level1(desk)).toHaveText("Orders");
      await expect(desk).toHaveTitle("Orders desk | Duka Fashions");
      await waitForHydration(desk);
      await showOrders(desk, "All", email);
      await expect(deskDataRows(desk)).toHaveCount(1);
      const row = deskRow(desk, orderId);
      const [header] = await tableRows(deskTable(desk));
      expect(header).toEqual([
        "Order",
        "Placed",
        "Customer",
        "Items",
        "Total",
        "Payment",
        "Status",
      ]);
      const cells = row.getByRole("cell");
      await expect(cells).toHaveCount(7);
      await expect(cells.nth(0)).toHaveText(shortId);
      await expect(cells.nth(1)).toHaveText(shopTimePattern);
      await expect(cells.nth(2)).toContainText(shipping.name);
      await expect(cells.nth(2)).toContainText(email);
      await expect(cells.nth(3)).toHaveText("1");
      await expect(cells.nth(4)).toHaveText(total);
      await expect(cells.nth(5)).toHaveText("M-Pesa");
      await expect(cells.nth(6)).toHaveText("Pending");

      await row.getByRole("link", { name: shortId, exact: true }).click();
      await expect(desk).toHaveURL(`/admin/orders/${orderId}`);
      await expect(level1(desk)).toHaveText(`Order ${shortId}`);
      await expect(desk).toHaveTitle(`Order ${shortId} | Duka Fashions`);
      await waitForHydration(desk);
      const customer = main(desk).getByRole("region", { name: "Customer and delivery" });
      for (const text of [shipping.name, email, shipping.address, shipping.city, "Kenya"]) {
        await expect(customer).toContainText(text);
      }
      await expectPayment(desk, {
        "Chosen at checkout": "M-Pesa",
        "Paid with": "Not recorded yet",
        Reference: "None",
        Total: total,
      });
      await expectStatus(desk, "Pending");
      // A pending order can be paid or cancelled, nothing else.
      await expect(main(desk).getByRole("form")).toHaveCount(2);
      await expect(actionForm(desk, "Record payment")).toBeVisible();
      await expect(actionForm(desk, "Cancel order")).toBeVisible();
      // The payment form starts at the method chosen at checkout.
      await expect(
        actionForm(desk, "Record payment").getByLabel("Paid with", { exact: true }),
      ).toHaveValue("mpesa");

      // Record the M-Pesa payment.
      const reference = uniqueReference();
      await recordPayment(desk, "M-Pesa", reference);
      await expect(desk).toHaveURL(`/admin/orders/${orderId}?done=paid`);
      await expect(doneMessage(desk)).toHaveText(
        "Payment recorded. The customer has been e-mailed.",
      );
      await expectStatus(desk, "Paid");
      await expectPayment(desk, { "Paid with": "M-Pesa", Reference: reference });
      await expectHistory(desk, [
        { status: "Placed", by: email },
        { status: "Paid", note: `M-Pesa, reference ${reference}`, by: adminEmail },
      ]);
      // A paid order can be shipped or cancelled.
      await expect(actionForm(desk, "Record payment")).toHaveCount(0);
      await expect(actionForm(desk, "Mark shipped")).toBeVisible();
      await expect(actionForm(desk, "Cancel order")).toBeVisible();

      // Mark it shipped with a courier note.
      const courierNote = `G4S parcel ${randomInt(1_000_000)}, arrives Friday`;
      await waitForHydration(desk);
      await markShipped(desk, courierNote);
      await expect(desk).toHaveURL(`/admin/orders/${orderId}?done=shipped`);
      await expect(doneMessage(desk)).toHaveText(
        "Order marked shipped. The customer has been e-mailed.",
      );
      await expectStatus(desk, "Shipped");
      await expectHistory(desk, [
        { status: "Placed" },
        { status: "Paid", note: `M-Pesa, reference ${reference}` },
        { status: "Shipped", note: courierNote, by: adminEmail },
      ]);
      await expect(main(desk).getByRole("form")).toHaveCount(1);
      await expect(actionForm(desk, "Mark delivered")).toBeVisible();

      // On the desk's list it is Shipped now.
      await desk.getByRole("link", { name: "All orders", exact: true }).click();
      await expect(desk).toHaveURL("/admin/orders");
      await waitForHydration(desk);
      await showOrders(desk, "All", email);
      await expect(deskRow(desk, orderId).getByRole("cell").nth(6)).toHaveText("Shipped");

      // The shopper sees the new status and the courier note, but not who made the changes.
      await page.reload();
      await expectStatus(page, "Shipped");
      await expectHistory(page, [
        { status: "Placed" },
        { status: "Paid", note: `M-Pesa, reference ${reference}` },
        { status: "Shipped", note: courierNote },
      ]);
      await expect(statusSection(page)).not.toContainText(adminEmail);
      await page.goto("/orders");
      await expect(
        myOrdersEntry(page, orderId).getByText("Shipped", { exact: true }),
      ).toBeVisible();

      // And the e-mail.
      const mail = await waitForMailWithSubject(email, shippedSubject(orderId));
      expect(mail.text).toContain(`Your order ${shortId} is on its way to ${shipping.city}.`);
      expect(mail.text).toContain(`Courier: ${courierNote}`);
      expect(mail.text).toContain(
        `http://localhost:${new URL(baseURL!).port}/order-confirmation/${orderId}`,
      );
      expect(mailsWithSubject(email, shippedSubject(orderId))).toHaveLength(1);
    } finally {
      await staff.context.close();
    }
  });

  test("My orders lists the shopper's own orders only, newest first; without orders it says so", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signedInCustomer(page);
    await page.goto("/orders");
    await expect(level1(page)).toHaveText("My orders");
    await expect(main(page).getByText("You have no orders yet.")).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Start shopping" })).toHaveAttribute(
      "href",
      "/",
    );

    const first = await placeDressOrder(page);
    const second = await placeDressOrder(page, { payment: "Credit card" });
    // Someone else's order is not listed.
    const other = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": randomClientAddress() },
    });
    try {
      const stranger = await other.newPage();
      const { orderId: strangers } = await customerWithOrder(stranger);
      await page.goto("/orders");
      await expect(main(page).getByRole("listitem")).toHaveCount(2);
      await expect(main(page).getByRole("listitem").nth(0)).toContainText(
        `Order ${orderNumberOf(second.orderId)}`,
      );
      await expect(main(page).getByRole("listitem").nth(1)).toContainText(
        `Order ${orderNumberOf(first.orderId)}`,
      );
      for (const { orderId } of [first, second]) {
        const entry = myOrdersEntry(page, orderId);
        await expect(entry.getByText("2 items", { exact: true })).toBeVisible();
        await expect(entry.getByText(kshPattern)).toHaveText("Ksh. 4,900.00");
        await expect(entry.getByRole("link")).toHaveAttribute(
          "href",
          `/order-confirmation/${orderId}`,
        );
      }
      await expect(myOrdersEntry(page, strangers)).toHaveCount(0);
    } finally {
      await other.close();
    }
  });
});

test.describe("the orders desk", () => {
  test("the status filter and the search narrow the list; Clear shows all orders again", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { email, orderId: cancelled } = await customerWithOrder(page);
    const { orderId: pending } = await placeDressOrder(page, { payment: "M-Pesa" });
    const staff = await staffBrowser(browser, baseURL);
    try {
      const desk = staff.page;
      await openOnDesk(desk, cancelled);
      await cancelOrder(desk, "Customer asked to cancel");
      await expect(doneMessage(desk)).toHaveText(
        "Order cancelled. The customer has been e-mailed.",
      );

      await desk.goto("/admin/orders");
      await waitForHydration(desk);
      await expect(deskField.status(desk).getByRole("option")).toHaveText([
        "All",
        "Pending",
        "Paid",
        "Shipped",
        "Delivered",
        "Cancelled",
      ]);
      await expect(deskField.status(desk)).toHaveValue("");
      await expect(desk.getByRole("link", { name: "Clear", exact: true })).toHaveCount(0);

      // Both of the customer's orders, newest first.
      await showOrders(desk, "All", email);
      await expect(deskDataRows(desk)).toHaveCount(2);
      await expect(deskDataRows(desk).nth(0)).toContainText(orderNumberOf(pending));
      await expect(deskDataRows(desk).nth(1)).toContainText(orderNumberOf(cancelled));

      await showOrders(desk, "Cancelled", email);
      await expect(desk).toHaveURL((url) => url.searchParams.get("status") === "cancelled");
      await expect(deskDataRows(desk)).toHaveCount(1);
      await expect(deskRow(desk, cancelled).getByRole("cell").nth(6)).toHaveText("Cancelled");
      // The form shows what it was asked.
      await expect(deskField.status(desk)).toHaveValue("cancelled");
      await expect(deskField.search(desk)).toHaveValue(email);

      await showOrders(desk, "Pending", email);
      await expect(desk).toHaveURL((url) => url.searchParams.get("status") === "pending");
      await expect(deskDataRows(desk)).toHaveCount(1);
      await expect(deskRow(desk, pending).getByRole("cell").nth(6)).toHaveText("Pending");

      await showOrders(desk, "Shipped", email);
      await expect(deskTable(desk)).toHaveCount(0);
      await expect(main(desk).getByText("No orders match.")).toBeVisible();

      // The status alone: every order listed is cancelled, this one among them.
      await showOrders(desk, "Cancelled", "");
      await expect(deskRow(desk, cancelled)).toHaveCount(1);
      const [, ...listed] = await tableRows(deskTable(desk));
      expect(listed.length).toBeGreaterThan(0);
      for (const row of listed) expect(row[6], row[0]).toBe("Cancelled");

      // The search alone, by the order's order number.
      await showOrders(desk, "All", orderNumberOf(pending));
      await expect(deskDataRows(desk)).toHaveCount(1);
      await expect(deskRow(desk, pending)).toHaveCount(1);

      // Too short a search is refused with a message.
      await showOrders(desk, "All", "ab");
      await expect(refusal(desk)).toHaveText(
        "Type at least 3 characters of an e-mail, or 4 of an order number or phone number.",
      );
      await expect(deskTable(desk)).toHaveCount(0);

      await desk.getByRole("link", { name: "Clear", exact: true }).click();
      await expect(desk).toHaveURL("/admin/orders");
      await expect(deskField.status(desk)).toHaveValue("");
      await expect(deskField.search(desk)).toHaveValue("");
      await expect(deskDataRows(desk)).not.toHaveCount(0);
    } finally {
      await staff.context.close();
    }
  });

  test("a payment reference already recorded on another order is refused at the field, nothing changed", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { orderId: first } = await customerWithOrder(page, { payment: "M-Pesa" });
    const { orderId: second } = await placeDressOrder(page, { payment: "M-Pesa" });
    const reference = uniqueReference();
    const staff = await staffBrowser(browser, baseURL);
    try {
      const desk = staff.page;
      await openOnDesk(desk, first);
      await recordPayment(desk, "M-Pesa", reference);
      await expect(doneMessage(desk)).toHaveText(
        "Payment recorded. The customer has been e-mailed.",
      );

      await openOnDesk(desk, second);
      const answer = desk.waitForResponse((response) => response.request().method() === "POST");
      await recordPayment(desk, "M-Pesa", reference);
      expect((await answer).status()).toBe(409);
      const field = actionForm(desk, "Record payment").getByLabel("Payment reference", {
        exact: true,
      });
      const message = `This reference is already recorded on order ${orderNumberOf(first)}.`;
      await expect(
        actionForm(desk, "Record payment").getByText(message, { exact: true }),
      ).toBeVisible();
      await expect(field).toHaveAccessibleDescription(endingWith(message));
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveValue(reference);
      await expect(doneMessage(desk)).toHaveCount(0);
      await expect(desk).toHaveURL(`/admin/orders/${second}`);

      // Nothing changed: still pending, no payment, one history entry.
      await desk.reload();
      await expectStatus(desk, "Pending");
      await expectPayment(desk, { "Paid with": "Not recorded yet", Reference: "None" });
      await expectHistory(desk, [{ status: "Placed" }]);

      // The same reference in other letters' case is the same reference.
      await waitForHydration(desk);
      await recordPayment(desk, "M-Pesa", reference.toLowerCase());
      await expect(
        actionForm(desk, "Record payment").getByText(message, { exact: true }),
      ).toBeVisible();

      // Another reference goes through.
      const other = uniqueReference();
      await recordPayment(desk, "M-Pesa", other);
      await expect(doneMessage(desk)).toHaveText(
        "Payment recorded. The customer has been e-mailed.",
      );
      await expectPayment(desk, { "Paid with": "M-Pesa", Reference: other });
    } finally {
      await staff.context.close();
    }
  });

  test("an action from a stale page is refused with the current status and applied once", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { email, orderId } = await customerWithOrder(page, { payment: "M-Pesa" });
    const staff = await staffBrowser(browser, baseURL);
    const changedMeanwhile = (status: string) =>
      `This order changed meanwhile: it is now ${status}. Nothing was changed; check it and try again.`;
    try {
      // The same pending order open in three pages, as if by three members of staff.
      const one = staff.page;
      const two = await staff.context.newPage();
      const three = await staff.context.newPage();
      for (const desk of [one, two, three]) await openOnDesk(desk, orderId);

      const reference = uniqueReference();
      await recordPayment(one, "M-Pesa", reference);
      await expect(doneMessage(one)).toHaveText(
        "Payment recorded. The customer has been e-mailed.",
      );

      // The others still show Pending: a second payment and a cancellation are refused.
      let answer = two.waitForResponse((response) => response.request().method() === "POST");
      await recordPayment(two, "Cash on delivery", "");
      expect((await answer).status()).toBe(409);
      await expect(refusal(two)).toHaveText(changedMeanwhile("Paid"));
      await expect(doneMessage(two)).toHaveCount(0);

      answer = three.waitForResponse((response) => response.request().method() === "POST");
      await cancelOrder(three, "Out of stock");
      expect((await answer).status()).toBe(409);
      await expect(refusal(three)).toHaveText(changedMeanwhile("Paid"));

      for (const desk of [two, three]) {
        await desk.reload();
        await expectStatus(desk, "Paid");
        await expectPayment(desk, { "Paid with": "M-Pesa", Reference: reference });
        await expectHistory(desk, [
          { status: "Placed" },
          { status: "Paid", note: `M-Pesa, reference ${reference}` },
        ]);
        await waitForHydration(desk);
      }

      // Both now show Paid; both mark it shipped: the second is refused.
      await markShipped(one, "Sendy rider");
      await expect(doneMessage(one)).toHaveText(
        "Order marked shipped. The customer has been e-mailed.",
      );
      answer = two.waitForResponse((response) => response.request().method() === "POST");
      await markShipped(two, "Sendy rider, again");
      expect((await answer).status()).toBe(409);
      await expect(refusal(two)).toHaveText(changedMeanwhile("Shipped"));

      await two.reload();
      await expectStatus(two, "Shipped");
      await expectHistory(two, [
        { status: "Placed" },
        { status: "Paid", note: `M-Pesa, reference ${reference}` },
        { status: "Shipped", note: "Sendy rider" },
      ]);
      await expect(statusSection(two)).not.toContainText("again");

      // One shipped e-mail and no cancellation: proven by a later e-mail to the same customer
      // (another order cancelled), written after any duplicate would have been.
      await waitForMailWithSubject(email, shippedSubject(orderId));
      const { orderId: later } = await placeDressOrder(page);
      await openOnDesk(one, later);
      await cancelOrder(one, "Test order");
      await expect(doneMessage(one)).toHaveText("Order cancelled. The customer has been e-mailed.");
      await waitForMailWithSubject(email, cancelledSubject(later));
      expect(mailsWithSubject(email, shippedSubject(orderId))).toHaveLength(1);
      expect(mailsWithSubject(email, cancelledSubject(orderId))).toHaveLength(0);
    } finally {
      await staff.context.close();
    }
  });

  test("cancelling needs a reason; the customer is e-mailed and sees the order cancelled", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { email, orderId, shipping } = await customerWithOrder(page);
    const staff = await staffBrowser(browser, baseURL);
    try {
      const desk = staff.page;
      await openOnDesk(desk, orderId);
      const form = actionForm(desk, "Cancel order");
      const reason = form.getByLabel("Reason", { exact: true });
      await expect(reason).toHaveAttribute("required", "");

      // Only spaces: the browser lets it through, the shop refuses it.
      await reason.fill("   ");
      const answer = desk.waitForResponse((response) => response.request().method() === "POST");
      await form.getByRole("button", { name: "Cancel order", exact: true }).click();
      expect((await answer).status()).toBe(400);
      await expect(reason).toHaveAccessibleDescription("Enter the reason for cancelling");
      await expect(reason).toHaveAttribute("aria-invalid", "true");
      await expectStatus(desk, "Pending");

      const why = `Customer found a better size ${randomInt(1000)}`;
      await cancelOrder(desk, why);
      await expect(desk).toHaveURL(`/admin/orders/${orderId}?done=cancelled`);
      await expect(doneMessage(desk)).toHaveText(
        "Order cancelled. The customer has been e-mailed.",
      );
      await expectStatus(desk, "Cancelled");
      await expectHistory(desk, [
        { status: "Placed" },
        { status: "Cancelled", note: why, by: adminEmail },
      ]);
      await expect(main(desk).getByRole("form")).toHaveCount(0);
      await expect(
        main(desk).getByText("This order is cancelled: nothing more to do.", { exact: true }),
      ).toBeVisible();

      const mail = await waitForMailWithSubject(email, cancelledSubject(orderId));
      expect(mail.text).toContain(`Hello ${shipping.name},`);
      expect(mail.text).toContain(`Your order ${orderNumberOf(orderId)} has been cancelled.`);
      expect(mail.text).toContain(`Reason: ${why}`);

      await page.goto("/orders");
      await expect(
        myOrdersEntry(page, orderId).getByText("Cancelled", { exact: true }),
      ).toBeVisible();
      await myOrdersEntry(page, orderId).getByRole("link").click();
      await expectStatus(page, "Cancelled");
      await expectHistory(page, [{ status: "Placed" }, { status: "Cancelled", note: why }]);
    } finally {
      await staff.context.close();
    }
  });

  test("an unknown or malformed order id on the desk gets the not-found view", async ({
    browser,
    baseURL,
  }) => {
    const staff = await staffBrowser(browser, baseURL);
    try {
      for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-order"]) {
        const response = await staff.page.goto(`/admin/orders/${id}`);
        expect(response?.status(), id).toBe(404);
        await expect(main(staff.page).getByRole("alert")).toHaveText(`Order not found: ${id}`);
        await expect(
          main(staff.page).getByRole("link", { name: "All orders", exact: true }),
        ).toHaveAttribute("href", "/admin/orders");
        // The desks' links above it keep their words (they come with the desk layout's data).
        const desks = staff.page.getByRole("navigation", { name: "Shop desks" });
        await expect(desks.getByRole("link", { name: "Orders", exact: true })).toBeVisible();
        await expect(desks).not.toContainText("desk.nav");
      }
    } finally {
      await staff.context.close();
    }
  });
});

test.describe("who may use the desks", () => {
  test("a customer sees no Admin link and gets the 403 page on every desk page and action", async ({
    page,
  }) => {
    const { orderId } = await customerWithOrder(page);
    await page.goto("/");
    await expect(mainNav(page).getByRole("link", { name: "My orders", exact: true })).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await page.goto("/orders");
    await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);

    for (const path of ["/admin/orders", "/admin/items", `/admin/orders/${orderId}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(level1(page), path).toHaveText("Not allowed");
      await expect(main(page).getByText(staffRefusal), path).toBeVisible();
      await expect(main(page).getByRole("table"), path).toHaveCount(0);
      await expect(main(page).getByRole("form"), path).toHaveCount(0);
    }

    // Posting an action straight to the shop is refused too, and changes nothing.
    const response = await page.request.post(`/admin/orders/${orderId}`, {
      form: {
        intent: "record-payment",
        expectedStatus: "pending",
        paidWith: "mpesa",
        reference: uniqueReference(),
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    const cancel = await page.request.post(`/admin/orders/${orderId}`, {
      form: { intent: "cancel", expectedStatus: "pending", reason: "I changed my mind" },
      maxRedirects: 0,
    });
    expect(cancel.status()).toBe(403);
    await page.goto(`/order-confirmation/${orderId}`);
    await expectStatus(page, "Pending");
    await expectHistory(page, [{ status: "Placed" }]);
  });

  test("a customer opening /admin gets the 403 page", async ({ page }) => {
    await signedInCustomer(page);
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(403);
    await expect(level1(page)).toHaveText("Not allowed");
    await expect(main(page).getByText(staffRefusal, { exact: true })).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
  });

  test("signed out, the desks and My orders send the visitor to sign in and back", async ({
    page,
  }) => {
    const { orderId } = await customerWithOrder(page);
    await page.context().clearCookies();
    const loginPathFor = (path: string) => `/auth?${new URLSearchParams({ redirectTo: path })}`;
    for (const path of [
      "/orders",
      "/admin",
      "/admin/orders",
      "/admin/orders?status=paid",
      "/admin/items",
      "/admin/items?q=shirt",
      `/admin/orders/${orderId}`,
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(loginPathFor(path));
      await expect(level1(page), path).toHaveText("Login");
    }
    await expect(mainNav(page).getByRole("link", { name: "My orders" })).toHaveCount(0);
    await expect(mainNav(page).getByRole("link", { name: "Admin" })).toHaveCount(0);

    // An action posted while signed out goes to sign in, and changes nothing.
    const response = await page.request.post(`/admin/orders/${orderId}`, {
      form: { intent: "cancel", expectedStatus: "pending", reason: "No reason" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe(loginPathFor(`/admin/orders/${orderId}`));

    // Staff signing in from there land on the order.
    await page.goto(`/admin/orders/${orderId}`);
    await waitForHydration(page);
    await page.getByLabel("Email", { exact: true }).fill(adminEmail);
    await page.getByLabel("Password", { exact: true }).fill(adminPassword);
    await main(page).getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(`/admin/orders/${orderId}`);
    await expect(level1(page)).toHaveText(`Order ${orderNumberOf(orderId)}`);
    await expectStatus(page, "Pending");
    await expectHistory(page, [{ status: "Placed" }]);
  });
});

test.describe("the items desk", () => {
  test("lists items with Edit and Delete links, searches by name, pages, and links to Add a new item", async ({
    browser,
    baseURL,
  }) => {
    const staff = await staffBrowser(browser, baseURL);
    try {
      const desk = staff.page;
      await desk.goto("/admin/orders");
      await main(desk)
        .getByRole("navigation", { name: "Shop desks" })
        .getByRole("link", { name: "Items", exact: true })
        .click();
      await expect(desk).toHaveURL("/admin/items");
      await expect(level1(desk)).toHaveText("Items");
      await expect(desk).toHaveTitle("Items desk | Duka Fashions");
      const table = main(desk).getByRole("table");
      const [header] = await tableRows(table);
      expect(header).toEqual(["Image", "Name", "Type", "Price", "Created", "Stock", "Actions"]);
      const rows = table.getByRole("row").filter({ has: desk.getByRole("cell") });
      // 24 a page (the demo catalogue has more), each with its Edit and Delete links.
      await expect(rows).toHaveCount(24);
      await expect(table.getByRole("link", { name: /^Edit \S/ })).toHaveCount(24);
      await expect(table.getByRole("link", { name: /^Delete \S/ })).toHaveCount(24);

      const pages = main(desk).getByRole("navigation", { name: "Pages" });
      await pages.getByRole("link", { name: "Next", exact: true }).click();
      await expect(desk).toHaveURL("/admin/items?page=2");
      await expect(pages.getByText("Page 2", { exact: true })).toBeVisible();
      await expect(rows).not.toHaveCount(0);
      await expect(pages.getByRole("link", { name: "Previous", exact: true })).toHaveAttribute(
        "href",
        "/admin/items?page=1",
      );

      // Searching by name narrows the table.
      await waitForHydration(desk);
      await desk.getByLabel("Item name", { exact: true }).fill("shirt");
      await main(desk).getByRole("button", { name: "Search items", exact: true }).click();
      await expect(desk).toHaveURL("/admin/items?q=shirt");
      await expect(rows).toHaveCount(3);
      await expect(desk.getByLabel("Item name", { exact: true })).toHaveValue("shirt");
      const [, ...found] = await tableRows(table);
      expect(found.map((row) => row.slice(1, 4)).sort()).toEqual([
        ["Cotton Polo Shirt", "men", "Ksh. 1,350.00"],
        ["Kitenge Print Shirt", "men", "Ksh. 2,100.00"],
        ["Slim Fit Oxford Shirt", "men", "Ksh. 1,800.00"],
      ]);
      for (const name of ["Cotton Polo Shirt", "Kitenge Print Shirt", "Slim Fit Oxford Shirt"]) {
        const row = rows.filter({ has: desk.getByRole("link", { name, exact: true }) });
        const href = await row.getByRole("link", { name, exact: true }).getAttribute("href");
        expect(href, name).toMatch(/^\/item\/[0-9a-f-]{36}$/);
        await expect(row.getByRole("img", { name, exact: true })).toHaveCount(1);
        await expect(row.getByRole("cell").nth(4)).toHaveText(shopTimePattern);
        await expect(row.getByRole("link", { name: `Edit ${name}`, exact: true })).toHaveAttribute(
          "href",
          `${href}/edit`,
        );
        await expect(
          row.getByRole("link", { name: `Delete ${name}`, exact: true }),
        ).toHaveAttribute("href", `${href}/delete`);
      }

      // Edit goes to the item's Edit page.
      await table.getByRole("link", { name: "Edit Cotton Polo Shirt", exact: true }).click();
      await expect(desk).toHaveURL(/\/item\/[0-9a-f-]{36}\/edit$/);
      await expect(level1(desk)).toHaveText("Edit Item");
      await expect(desk.getByLabel("Item Name", { exact: true })).toHaveValue("Cotton Polo Shirt");

      await desk.goto("/admin/items?q=zzzzqq");
      await expect(table).toHaveCount(0);
      await expect(main(desk).getByText("No items match.", { exact: true })).toBeVisible();
      await main(desk).getByRole("link", { name: "Clear", exact: true }).click();
      await expect(desk).toHaveURL("/admin/items");
      await expect(rows).toHaveCount(24);

      await main(desk).getByRole("link", { name: "Add a new item", exact: true }).click();
      await expect(desk).toHaveURL("/create");
      await expect(level1(desk)).toHaveText("New Item");
    } finally {
      await staff.context.close();
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("staff filter and search the desk, record a payment and mark shipped; the shopper sees it in My orders", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { email, orderId } = await customerWithOrder(page, {
      payment: "M-Pesa",
      javaScript: false,
    });
    const shortId = orderNumberOf(orderId);
    await page.goto("/");
    await mainNav(page).getByRole("link", { name: "My orders", exact: true }).click();
    await expect(page).toHaveURL("/orders");
    const entry = myOrdersEntry(page, orderId);
    await expect(entry.getByText("2 items", { exact: true })).toBeVisible();
    await expect(entry.getByText(kshPattern)).toHaveText("Ksh. 4,900.00");
    await expect(entry.getByText("Pending", { exact: true })).toBeVisible();
    await entry.getByRole("link").click();
    await expect(page).toHaveURL(`/order-confirmation/${orderId}`);
    await expectStatus(page, "Pending");

    const staff = await staffBrowser(browser, baseURL, { javaScriptEnabled: false });
    try {
      const desk = staff.page;
      await desk.goto("/");
      await mainNav(desk).getByRole("link", { name: "Admin", exact: true }).click();
      await expect(desk).toHaveURL("/admin/orders");
      await showOrders(desk, "Pending", email);
      await expect(desk).toHaveURL(
        `/admin/orders?${new URLSearchParams({ status: "pending", q: email })}`,
      );
      await expect(deskDataRows(desk)).toHaveCount(1);
      await showOrders(desk, "Paid", email);
      await expect(main(desk).getByText("No orders match.")).toBeVisible();
      await showOrders(desk, "Pending", shortId);
      await deskRow(desk, orderId).getByRole("link", { name: shortId, exact: true }).click();
      await expect(desk).toHaveURL(`/admin/orders/${orderId}`);
      await expect(level1(desk)).toHaveText(`Order ${shortId}`);

      // A refusal comes back in the page too: M-Pesa needs a reference.
      await recordPayment(desk, "M-Pesa", "");
      const field = actionForm(desk, "Record payment").getByLabel("Payment reference", {
        exact: true,
      });
      await expect(field).toHaveAccessibleDescription(
        endingWith("Enter the payment reference, e.g. the M-Pesa transaction code"),
      );
      await expectStatus(desk, "Pending");

      const reference = uniqueReference();
      await recordPayment(desk, "M-Pesa", reference);
      await expect(desk).toHaveURL(`/admin/orders/${orderId}?done=paid`);
      await expect(doneMessage(desk)).toHaveText(
        "Payment recorded. The customer has been e-mailed.",
      );
      await expectStatus(desk, "Paid");
      await expectPayment(desk, { "Paid with": "M-Pesa", Reference: reference });

      await markShipped(desk, "Fargo Courier, waybill 7781");
      await expect(desk).toHaveURL(`/admin/orders/${orderId}?done=shipped`);
      await expect(doneMessage(desk)).toHaveText(
        "Order marked shipped. The customer has been e-mailed.",
      );
      await expectStatus(desk, "Shipped");
      await expectHistory(desk, [
        { status: "Placed" },
        { status: "Paid", note: `M-Pesa, reference ${reference}` },
        { status: "Shipped", note: "Fargo Courier, waybill 7781" },
      ]);

      await page.goto("/orders");
      await expect(
        myOrdersEntry(page, orderId).getByText("Shipped", { exact: true }),
      ).toBeVisible();
      await myOrdersEntry(page, orderId).getByRole("link").click();
      await expectStatus(page, "Shipped");
      await expect(statusSection(page)).toContainText("Fargo Courier, waybill 7781");
      await waitForMailWithSubject(email, shippedSubject(orderId));
    } finally {
      await staff.context.close();
    }
  });
});
