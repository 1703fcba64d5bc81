// Cart, checkout and order confirmation: adding items (and the refusals), changing and deleting cart
// lines, checking out with each payment method through to the success page, the order page and the
// confirmation e-mail, the checkout form's refusals, one order per checkout form, who may see an
// order, and the whole journey without JavaScript.
import { randomInt } from "node:crypto";
import { test as base, expect, type APIResponse, type Browser, type Page } from "@playwright/test";
import {
  chooseSize,
  addToCartQuietly,
  adminEmail,
  adminPassword,
  cartLine,
  cartLink,
  cartTotals,
  checkoutField,
  customerWithOrder,
  expectCartTotals,
  fillShipping,
  formatKsh,
  itemIdOf,
  itemPathOf,
  kshPattern,
  level1,
  orderIdOf,
  orderNumberOf,
  placeOrder,
  randomClientAddress,
  signedInCustomer,
  signInQuietly,
  stockedItem,
  tableRows,
  uniqueEmail,
  uniqueShipping,
  waitForHydration,
  type ShippingDetails,
} from "./helpers.ts";
import { mailsTo, orderLinkOf, orderMailsTo, waitForOrderMail } from "./mail.ts";

// Every test comes from an address of its own (the test shop trusts X-Forwarded-For), like the
// accounts tests, and signs in a customer of its own.
const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": randomClientAddress() });
  },
});

/** A demo item (found on its category page), or one of this file's own (`path` known). */
interface Item {
  type: string;
  name: string;
  cents: number;
  path?: string;
}
const dress: Item = { type: "women", name: "Kitenge Maxi Dress", cents: 2450_00 };
const jacket: Item = { type: "men", name: "Denim Jacket", cents: 3400_00 };
const sneakers: Item = { type: "shoes", name: "Canvas Sneakers", cents: 1900_00 };

/**
 * The items the tests that place orders buy: this file's own, priced as the demo's, with plenty of
 * stock in sizes S, M and L (an order takes stock; the demo items' is shared by the whole run).
 */
const own: Record<"dress" | "jacket" | "sneakers", Item> = { dress, jacket, sneakers };
test.beforeAll(async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL;
  for (const [key, item] of Object.entries(own) as Array<[keyof typeof own, Item]>) {
    const made = await stockedItem(browser, baseURL, {
      name: `Own ${item.name} ${String(randomInt(1_000_000)).padStart(6, "0")}`,
      priceCents: item.cents,
    });
    own[key] = { type: "", name: made.name, cents: item.cents, path: made.path };
  }
});

const emptyCart = "Your cart is currently empty.";
const mpesaNumber = "0712 345 678";
const mpesaName = "Duka Fashions Ltd";

const main = (page: Page) => page.getByRole("main");
const checkoutButton = (page: Page) => main(page).getByRole("button", { name: "Checkout" });
const placeOrderButton = (page: Page) => page.getByRole("button", { name: "Place Order" });
const paymentGroup = (page: Page) => page.getByRole("group", { name: "Payment method" });
const mpesaHeading = (page: Page) => page.getByRole("heading", { name: "Pay with M-Pesa" });
const orderSummary = (page: Page) =>
  page.getByRole("region", { name: "Order summary" }).getByRole("table");

/** The item's page, reached the way a shopper does: its category, then View Details. */
async function openItem(page: Page, item: Item): Promise<void> {
  if (item.path) await page.goto(item.path);
  else {
    await page.goto(`/type/${item.type}`);
    await main(page)
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: item.name, exact: true }) })
      .getByRole("link", { name: "View Details" })
      .click();
  }
  await expect(level1(page)).toHaveText(item.name);
}

/** Puts `quantity` of the item in the signed-in cart without the browser page. */
async function addQuietly(page: Page, item: Item, quantity = 1, instructions = ""): Promise<void> {
  await addToCartQuietly(
    page.request,
    item.path ?? (await itemPathOf(page, item.type, item.name)),
    quantity,
    instructions,
  );
}

/** An order line's item as the summaries show it: the dress and the sneakers are bought in a size (the first not sold out). */
function withSize(name: string) {
  return expect.stringMatching(new RegExp(`^${name} \\(Size: \\w+\\)$`));
}

/** Opens the cart and waits for React, so that its buttons go through the page's scripts. */
async function openCart(page: Page): Promise<void> {
  await page.goto("/cart");
  await expect(level1(page)).toHaveText("Your cart");
  await waitForHydration(page);
}

/** From the cart, the Checkout button, to the checkout page (hydrated). */
async function goToCheckout(page: Page): Promise<void> {
  await checkoutButton(page).click();
  await expect(page).toHaveURL("/checkout");
  await expect(level1(page)).toHaveText("Checkout");
  await waitForHydration(page);
}

/**
 * Proves that `orderId` was e-mailed exactly once to `email`: places one more order (a later e-mail
 * in the shop's outbox) and waits for its e-mail, so that any duplicate of the first would have been
 * written by then. Resolves with the order e-mails to `email`, without the extra one.
 */
async function confirmationsAfterOneMoreOrder(
  page: Page,
  email: string,
  orderId: string,
  { javaScript = true } = {},
): Promise<string[]> {
  await waitForOrderMail(email, orderId);
  await addQuietly(page, own.jacket);
  await page.goto("/checkout");
  if (javaScript) await waitForHydration(page);
  const laterOrder = await placeOrder(page, "Cash on delivery", uniqueShipping({ email }));
  await waitForOrderMail(email, laterOrder);
  return orderMailsTo(email)
    .map((mail) => /\/order-confirmation\/([0-9a-f-]{36})/.exec(mail.text)?.[1] ?? mail.file)
    .filter((id) => id !== laterOrder);
}

/**
 * From now on the page's forms posted to `path` send `quantity` instead of the quantity typed, as a
 * browser that does not check the field's min and step itself would (this one does).
 */
async function postQuantityInstead(page: Page, path: string, quantity: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    (route) =>
      route.request().method() === "POST"
        ? route.continue({
            postData: route
              .request()
              .postData()!
              .replace(/quantity=\d+/, `quantity=${quantity}`),
          })
        : route.continue(),
  );
}

test.describe("adding to the cart", () => {
  test("quantity 2 with instructions: the cart shows the line, the totals and the nav count", async ({
    page,
  }) => {
    await signedInCustomer(page);
    await openItem(page, dress);
    const itemId = itemIdOf(page.url());
    await waitForHydration(page);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");

    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("2");
    await expect(main(page).getByText(kshPattern)).toHaveText("Ksh. 4,900.00");
    await page.getByLabel("Special Instructions").fill("Size M, and gift-wrap it please");
    await chooseSize(page);
    await page.getByRole("button", { name: "Add to Cart" }).click();

    await expect(page).toHaveURL("/cart");
    await expect(level1(page)).toHaveText("Your cart");
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
    const line = cartLine(page, dress.name);
    await expect(line).toHaveCount(1);
    await expect(main(page).getByRole("listitem")).toHaveCount(1);
    await expect(line.getByRole("img", { name: dress.name })).toBeVisible();
    await expect(line.getByRole("link", { name: dress.name })).toHaveAttribute(
      "href",
      `/item/${itemId}`,
    );
    await expect(line.getByText("WOMEN'S WEAR", { exact: true })).toBeVisible();
    await expect(line.getByText(/^Details: \S/)).toHaveText(
      "Details: Size M, and gift-wrap it please",
    );
    await expect(line.getByText("Ksh. 2,450.00 each", { exact: true })).toBeVisible();
    await expect(line.getByText(kshPattern)).toHaveText("Ksh. 4,900.00");
    await expect(line.getByLabel("Quantity", { exact: true })).toHaveValue("2");
    await expect(line.getByRole("button", { name: `Delete ${dress.name}` })).toHaveText("Delete");
    await expectCartTotals(page, 2, 4900_00);
    await expect(checkoutButton(page)).toBeVisible();

    // The line's link goes back to the item.
    await line.getByRole("link", { name: dress.name }).click();
    await expect(page).toHaveURL(`/item/${itemId}`);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
  });

  test("an item already in the cart is not added again: the page says so and links to the cart", async ({
    page,
  }) => {
    await signedInCustomer(page);
    await addQuietly(page, dress, 1, "Size S");
    await openItem(page, dress);
    const itemPath = new URL(page.url()).pathname;
    await waitForHydration(page);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");

    await page.getByLabel("Quantity", { exact: true }).fill("3");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await chooseSize(page);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    expect((await answer).status()).toBe(409);
    const alert = main(page).getByRole("alert");
    await expect(alert).toHaveText(
      "This item is already in your cart. Go to your cart to change its quantity.",
    );
    await expect(page).toHaveURL(itemPath);
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("3");

    await alert.getByRole("link", { name: "Go to your cart" }).click();
    await expect(page).toHaveURL("/cart");
    await expect(main(page).getByRole("listitem")).toHaveCount(1);
    await expect(cartLine(page, dress.name).getByLabel("Quantity", { exact: true })).toHaveValue(
      "1",
    );
    await expect(cartLine(page, dress.name).getByText(/^Details: \S/)).toHaveText(
      "Details: Size S",
    );
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  });

  test("the server refuses a quantity that is not a whole number from 1 to 10,000", async ({
    page,
  }) => {
    await signedInCustomer(page);
    const itemPath = await itemPathOf(page, dress.type, dress.name);
    // The browser's own checks (min, step, required) keep these from the form, so they are posted
    // as a form without JavaScript would post them.
    const refusals: [string, string][] = [
      ["0", "Quantity must be at least 1"],
      ["1.5", "Quantity must be a whole number"],
      ["-2", "Quantity must be a whole number"],
      ["", "Quantity must be a whole number"],
      ["10001", "Quantity can be at most 10,000"],
    ];
    for (const [quantity, message] of refusals) {
      const response = await page.request.post(itemPath, {
        form: { quantity, instructions: "Size L" },
        maxRedirects: 0,
      });
      expect(response.status(), `quantity ${JSON.stringify(quantity)}`).toBe(400);
      expect(await response.text(), `quantity ${JSON.stringify(quantity)}`).toContain(message);
    }
    const tooLong = await page.request.post(itemPath, {
      form: { quantity: "1", instructions: "x".repeat(501) },
      maxRedirects: 0,
    });
    expect(tooLong.status()).toBe(400);
    expect(await tooLong.text()).toContain("Special instructions can be at most 500 characters");

    await page.goto("/cart");
    await expect(page.getByText(emptyCart)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");
  });

  test("instructions with HTML in them are shown as text", async ({ page }) => {
    await signedInCustomer(page);
    const instructions = `<img src=x onerror="document.title='pwned'"><b>XL</b> & "blue"`;
    await addQuietly(page, jacket, 1, instructions);
    await openCart(page);
    const line = cartLine(page, jacket.name);
    await expect(line.getByText(/^Details: \S/)).toHaveText(`Details: ${instructions}`);
    // Only the item's own picture is an image, and nothing ran.
    await expect(line.getByRole("img")).toHaveCount(1);
    await expect(page).toHaveTitle("Cart | Duka Fashions");
  });
});

test.describe("the cart", () => {
  test("plus, minus and a typed quantity with Update change the line, the totals and the nav", async ({
    page,
  }) => {
    await signedInCustomer(page);
    await addQuietly(page, dress);
    await addQuietly(page, jacket);
    await openCart(page);
    const dressLine = cartLine(page, dress.name);
    const jacketLine = cartLine(page, jacket.name);
    await expect(main(page).getByRole("listitem")).toHaveCount(2);
    await expectCartTotals(page, 2, 5850_00);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
    // At 1 the minus buttons are off.
    await expect(
      dressLine.getByRole("button", { name: `Decrease quantity of ${dress.name}` }),
    ).toBeDisabled();

    await dressLine.getByRole("button", { name: `Increase quantity of ${dress.name}` }).click();
    await expect(dressLine.getByLabel("Quantity", { exact: true })).toHaveValue("2");
    await expect(dressLine.getByText(kshPattern)).toHaveText("Ksh. 4,900.00");
    await expectCartTotals(page, 3, 8300_00);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");

    await dressLine.getByRole("button", { name: `Increase quantity of ${dress.name}` }).click();
    await expect(dressLine.getByLabel("Quantity", { exact: true })).toHaveValue("3");
    await expectCartTotals(page, 4, 10750_00);

    await dressLine.getByRole("button", { name: `Decrease quantity of ${dress.name}` }).click();
    await expect(dressLine.getByLabel("Quantity", { exact: true })).toHaveValue("2");
    await expect(dressLine.getByText(kshPattern)).toHaveText("Ksh. 4,900.00");
    await expectCartTotals(page, 3, 8300_00);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");

    await jacketLine.getByLabel("Quantity", { exact: true }).fill("5");
    await jacketLine.getByRole("button", { name: "Update" }).click();
    await expect(jacketLine.getByText(kshPattern)).toHaveText("Ksh. 17,000.00");
    await expectCartTotals(page, 7, 21900_00);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 7 items");
    await expect(
      jacketLine.getByRole("button", { name: `Decrease quantity of ${jacket.name}` }),
    ).toBeEnabled();
    // The other line kept its quantity.
    await expect(dressLine.getByLabel("Quantity", { exact: true })).toHaveValue("2");

    // The server kept it all.
    await page.reload();
    await expect(dressLine.getByLabel("Quantity", { exact: true })).toHaveValue("2");
    await expect(jacketLine.getByLabel("Quantity", { exact: true })).toHaveValue("5");
    await expectCartTotals(page, 7, 21900_00);
  });

  test("Delete removes a line; without lines the cart says it is empty and has no Checkout", async ({
    page,
  }) => {
    await signedInCustomer(page);
    await addQuietly(page, dress, 2);
    await addQuietly(page, jacket);
    await openCart(page);
    await expectCartTotals(page, 3, 8300_00);

    await page.getByRole("button", { name: `Delete ${jacket.name}` }).click();
    await expect(cartLine(page, jacket.name)).toHaveCount(0);
    await expect(main(page).getByRole("listitem")).toHaveCount(1);
    await expect(cartLine(page, dress.name)).toBeVisible();
    await expectCartTotals(page, 2, 4900_00);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");

    await page.getByRole("button", { name: `Delete ${dress.name}` }).click();
    await expect(page.getByText(emptyCart)).toBeVisible();
    await expect(main(page).getByRole("listitem")).toHaveCount(0);
    await expect(checkoutButton(page)).toHaveCount(0);
    await expect(cartTotals(page).terms).toHaveCount(0);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");

    await page.reload();
    await expect(page.getByText(emptyCart)).toBeVisible();
    await expect(checkoutButton(page)).toHaveCount(0);
  });

  test("a new customer's cart is empty, without totals or Checkout", async ({ page }) => {
    await signedInCustomer(page);
    await page.goto("/");
    await waitForHydration(page);
    await cartLink(page).click();
    await expect(page).toHaveURL("/cart");
    await expect(level1(page)).toHaveText("Your cart");
    await expect(page.getByText(emptyCart)).toBeVisible();
    await expect(checkoutButton(page)).toHaveCount(0);
    await expect(cartTotals(page).terms).toHaveCount(0);
  });
});

test.describe("checkout", () => {
  test("with an empty cart /checkout sends the shopper to the cart", async ({ page }) => {
    await signedInCustomer(page);
    await page.goto("/checkout");
    await expect(page).toHaveURL("/cart");
    await expect(page.getByText(emptyCart)).toBeVisible();
  });

  const methods: {
    label: string;
    value: string;
    country: string;
    /** Ship to another e-mail address than the account's. */
    otherEmail: boolean;
    instructions: (total: string, orderId: string) => string;
  }[] = [
    {
      label: "Credit card",
      value: "creditcard",
      country: "Tanzania",
      otherEmail: true,
      instructions: (total) => `We will contact you to take the card payment of ${total}.`,
    },
    {
      label: "M-Pesa",
      value: "mpesa",
      country: "Kenya",
      otherEmail: false,
      instructions: (total, orderId) =>
        `Pay ${total} by M-Pesa to ${mpesaNumber} (${mpesaName}) with account number ${orderNumberOf(orderId)}.`,
    },
    {
      label: "Cash on delivery",
      value: "cashondelivery",
      country: "Uganda",
      otherEmail: false,
      instructions: (total) => `Pay ${total} in cash when your order is delivered.`,
    },
  ];

  for (const method of methods) {
    test(`paying by ${method.label}: success page, order page and confirmation e-mail`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const { dress, sneakers } = own; // orders take stock: the file's own items
      const account = await signedInCustomer(page);
      await addQuietly(page, dress, 2, "Size M");
      await addQuietly(page, sneakers, 1);
      const total = formatKsh(2 * dress.cents + sneakers.cents);
      expect(total).toBe("Ksh. 6,800.00");

      await openCart(page);
      await expectCartTotals(page, 3, 6800_00);
      await goToCheckout(page);

      // The order summary: the cart's lines and the total; no delivery fee on the test shop.
      await expect
        .poll(() => tableRows(orderSummary(page)))
        .toEqual([
          ["Item", "Quantity", "Line total"],
          [withSize(dress.name), "2", "Ksh. 4,900.00"],
          [withSize(sneakers.name), "1", "Ksh. 1,900.00"],
          ["Total", total],
        ]);
      await expect(orderSummary(page).getByRole("row", { name: /Delivery/ })).toHaveCount(0);

      // No payment method is chosen yet; the e-mail is the account's; the country is Kenya.
      const radios = paymentGroup(page).getByRole("radio");
      await expect(radios).toHaveCount(3);
      for (const [index, { label, value }] of methods.entries()) {
        await expect(radios.nth(index)).toHaveAccessibleName(label);
        await expect(radios.nth(index)).toHaveAttribute("value", value);
        await expect(radios.nth(index)).not.toBeChecked();
      }
      await expect(checkoutField.email(page)).toHaveValue(account.email);
      await expect(checkoutField.country(page)).toHaveValue("KE");
      await expect(checkoutField.country(page).getByRole("option")).toHaveText([
        "Kenya",
        "Tanzania",
        "Uganda",
        "Rwanda",
        "Burundi",
        "South Sudan",
        "Ethiopia",
        "Eritrea",
        "Djibouti",
        "Somalia",
      ]);

      const email = method.otherEmail ? uniqueEmail("receiver") : account.email;
      const shipping: ShippingDetails = uniqueShipping({
        country: method.country,
        ...(method.otherEmail ? { email } : {}),
      });
      const orderId = await placeOrder(page, method.label, shipping);

      // The success page.
      await expect(page.getByText("Your order has been placed successfully!")).toBeVisible();
      await expect(
        page.getByText(`Your items will be delivered in ${shipping.city}.`, { exact: true }),
      ).toBeVisible();
      await expect(
        page.getByText(`A confirmation e-mail is on its way to ${email}.`, { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");
      await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");

      // The order page.
      await page.getByRole("link", { name: "View order details" }).click();
      await expect(page).toHaveURL(`/order-confirmation/${orderId}`);
      await expect(level1(page)).toHaveText("Order confirmation");
      const shippingInfo = page.getByRole("region", { name: "Shipping information" });
      for (const text of [
        shipping.name,
        shipping.address,
        `${shipping.city} ${shipping.postalCode}`,
        method.country,
        shipping.phone,
        email,
      ]) {
        await expect(shippingInfo).toContainText(text);
      }
      await expect(
        page.getByRole("region", { name: "Payment method" }).getByText(method.label, {
          exact: true,
        }),
      ).toBeVisible();
      const orderedItems = page.getByRole("region", { name: "Ordered items" }).getByRole("table");
      await expect
        .poll(() => tableRows(orderedItems))
        .toEqual([
          ["Item", "Quantity", "Line total"],
          [withSize(sneakers.name), "1", "Ksh. 1,900.00"],
          [withSize(dress.name), "2", "Ksh. 4,900.00"],
          ["Total", total],
        ]);
      await expect(
        page.getByText(
          `Thank you for shopping with us! The details of your order have been sent to ${email}.`,
          { exact: true },
        ),
      ).toBeVisible();

      // The cart is empty now, and the checkout sends the shopper back to it.
      await page.goto("/checkout");
      await expect(page).toHaveURL("/cart");
      await expect(page.getByText(emptyCart)).toBeVisible();

      // The e-mail, to the shipping address.
      const mail = await waitForOrderMail(email, orderId);
      expect(orderMailsTo(email)).toHaveLength(1);
      if (method.otherEmail) expect(orderMailsTo(account.email)).toHaveLength(0);
      expect(mail.subject).toBe(`Your Duka Fashions order ${orderNumberOf(orderId)}`);
      const text = mail.text.split(/\r?\n/);
      expect(text).toContain(`Order number: ${orderNumberOf(orderId)}`);
      expect(text).toContainEqual(
        expect.stringMatching(
          new RegExp(`^- ${dress.name} \\(Size: \\w+\\) x 2: Ksh\\. 4,900\\.00$`),
        ),
      );
      expect(text).toContainEqual(
        expect.stringMatching(
          new RegExp(`^- ${sneakers.name} \\(Size: \\w+\\) x 1: Ksh\\. 1,900\\.00$`),
        ),
      );
      expect(text).toContain(`Total: ${total}`);
      expect(mail.text).toContain(method.instructions(total, orderId));
      expect(mail.text).toContain(`Your items will be delivered in ${shipping.city}.`);
      expect(orderLinkOf(mail)).toBe(
        `http://localhost:${new URL(baseURL!).port}/order-confirmation/${orderId}`,
      );
    });
  }

  test("the M-Pesa panel, with the total and the shop's number, shows only while M-Pesa is chosen", async ({
    page,
  }) => {
    await signedInCustomer(page);
    await addQuietly(page, jacket, 2);
    await page.goto("/checkout");
    await waitForHydration(page);
    await expect(mpesaHeading(page)).toBeHidden();

    await page.getByRole("radio", { name: "Credit card" }).check();
    await expect(mpesaHeading(page)).toBeHidden();

    await page.getByRole("radio", { name: "M-Pesa" }).check();
    await expect(mpesaHeading(page)).toBeVisible();
    await expect(page.getByText(/^Send Ksh\./)).toHaveText(
      `Send Ksh. 6,800.00 to ${mpesaNumber} (${mpesaName}).`,
    );
    await expect(
      page.getByText("Use your order number, shown after you place the order, as the reference."),
    ).toBeVisible();

    await page.getByRole("radio", { name: "Cash on delivery" }).check();
    await expect(mpesaHeading(page)).toBeHidden();
    await expect(page.getByText(/^Send Ksh\./)).toBeHidden();
  });

  test("Place Order with fields missing or wrong: a message at each field, everything typed kept", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const account = await signedInCustomer(page);
    await addQuietly(page, dress);
    await page.goto("/checkout");
    await waitForHydration(page);

    // Everything empty (the e-mail too).
    await checkoutField.email(page).fill("");
    let answer = page.waitForResponse((response) => response.request().method() === "POST");
    await placeOrderButton(page).click();
    expect((await answer).status()).toBe(400);
    await expect(paymentGroup(page)).toHaveAccessibleDescription("Choose a payment method");
    const expected: [keyof typeof checkoutField, string][] = [
      ["name", "Enter your name"],
      ["email", "Enter your e-mail address"],
      ["address", "Enter your address"],
      ["phone", "Enter your phone number"],
      ["city", "Enter your city"],
      ["postalCode", "Enter your postal code"],
    ];
    for (const [field, message] of expected) {
      await expect(checkoutField[field](page), field).toHaveAccessibleDescription(message);
      await expect(checkoutField[field](page), field).toHaveAttribute("aria-invalid", "true");
      await expect(main(page).getByText(message, { exact: true }), field).toBeVisible();
    }
    await expect(page).toHaveURL("/checkout");

    // A bad e-mail and phone; the rest right, and kept when the form comes back.
    const shipping = uniqueShipping({
      email: "not-an-email",
      phone: "call me maybe",
      country: "Rwanda",
    });
    await page.getByRole("radio", { name: "M-Pesa" }).check();
    await fillShipping(page, shipping);
    answer = page.waitForResponse((response) => response.request().method() === "POST");
    await placeOrderButton(page).click();
    expect((await answer).status()).toBe(400);
    await expect(checkoutField.email(page)).toHaveAccessibleDescription(
      "Enter a valid e-mail address",
    );
    await expect(checkoutField.phone(page)).toHaveAccessibleDescription(
      "Enter a valid phone number, e.g. 0712 345 678",
    );
    await expect(paymentGroup(page)).not.toHaveAccessibleDescription("Choose a payment method");
    await expect(page.getByText("Choose a payment method")).toHaveCount(0);
    for (const field of ["name", "address", "city", "postalCode"] as const) {
      await expect(checkoutField[field](page), field).not.toHaveAttribute("aria-invalid", "true");
    }
    await expect(checkoutField.name(page)).toHaveValue(shipping.name);
    await expect(checkoutField.email(page)).toHaveValue("not-an-email");
    await expect(checkoutField.address(page)).toHaveValue(shipping.address);
    await expect(checkoutField.phone(page)).toHaveValue("call me maybe");
    await expect(checkoutField.city(page)).toHaveValue(shipping.city);
    await expect(checkoutField.postalCode(page)).toHaveValue(shipping.postalCode);
    await expect(checkoutField.country(page)).toHaveValue("RW");
    await expect(page.getByRole("radio", { name: "M-Pesa" })).toBeChecked();
    await expect(mpesaHeading(page)).toBeVisible();
    // Nothing was ordered: the cart still holds the dress.
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");

    // Put right, the same form places the order.
    await checkoutField.email(page).fill(account.email);
    await checkoutField.phone(page).fill("+254 712 345 678");
    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f-]{36}$/);
    await expect(
      page.getByText(`Your items will be delivered in ${shipping.city}.`, { exact: true }),
    ).toBeVisible();
    const orderId = orderIdOf(page.url());
    await page.getByRole("link", { name: "View order details" }).click();
    await expect(page.getByRole("region", { name: "Shipping information" })).toContainText(
      "Rwanda",
    );
    await expect(page.getByRole("region", { name: "Shipping information" })).toContainText(
      "+254 712 345 678",
    );
    await waitForOrderMail(account.email, orderId);
  });

  test("a double click on Place Order places one order and sends one e-mail", async ({ page }) => {
    test.setTimeout(90_000);
    const { dress } = own; // orders take stock: the file's own items
    const { email } = await signedInCustomer(page);
    await addQuietly(page, dress, 2);
    await page.goto("/checkout");
    await waitForHydration(page);
    await page.getByRole("radio", { name: "M-Pesa" }).check();
    await fillShipping(page, uniqueShipping());
    await placeOrderButton(page).dblclick();
    await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f-]{36}$/);
    await expect(level1(page)).toHaveText("Order Successful!");
    const orderId = orderIdOf(page.url());
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");

    expect(await confirmationsAfterOneMoreOrder(page, email, orderId)).toEqual([orderId]);
  });

  test("the same checkout form sent twice at once, and again later, gives one order", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { sneakers } = own; // orders take stock: the file's own items
    const { email } = await signedInCustomer(page);
    await addQuietly(page, sneakers);
    await page.goto("/checkout");
    await waitForHydration(page);

    // While the browser's Place Order is under way, the very same fields (with the form's one-time
    // key) go to the shop a second time, as a resent form would.
    const sendAgain = (form: string) =>
      page.request.post("/checkout", {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        data: form,
        maxRedirects: 0,
      });
    let form = "";
    let twin: Promise<APIResponse> | undefined;
    await page.route(
      (url) => url.pathname === "/checkout.data",
      async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        form = route.request().postData() ?? "";
        twin = sendAgain(form);
        const [own] = await Promise.all([route.fetch(), twin]);
        await route.fulfill({ response: own });
      },
    );
    const orderId = await placeOrder(page, "Credit card", uniqueShipping());
    await page.unrouteAll();
    expect(form).toContain("idempotencyKey=");
    expect(twin, "the form was sent a second time").toBeDefined();
    const answers = [await twin!];
    // And once more after the order was placed (the cart is empty by now).
    answers.push(await sendAgain(form));
    for (const [index, response] of answers.entries()) {
      expect(response.status(), `sent again (${index + 1})`).toBe(302);
      expect(response.headers()["location"], `sent again (${index + 1})`).toBe(
        `/checkout/success/${orderId}`,
      );
    }
    expect(await confirmationsAfterOneMoreOrder(page, email, orderId)).toEqual([orderId]);
  });
});

test.describe("the order pages", () => {
  /** A new browser context with its own client address and a new customer signed in. */
  async function otherCustomer(browser: Browser, baseURL: string | undefined) {
    const context = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": randomClientAddress() },
    });
    const page = await context.newPage();
    await signedInCustomer(page);
    return { context, page };
  }

  test("another customer gets the not-found view, with nothing of the order in the page", async ({
    page,
    browser,
    baseURL,
  }) => {
    const { orderId, shipping, email } = await customerWithOrder(page);
    const other = await otherCustomer(browser, baseURL);
    try {
      const stranger = other.page;
      for (const path of [`/order-confirmation/${orderId}`, `/checkout/success/${orderId}`]) {
        const response = await stranger.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(stranger.getByText(`Order not found: ${orderId}`), path).toBeVisible();
        await expect(stranger.getByRole("region", { name: "Shipping information" })).toHaveCount(0);
        const source = await stranger.content();
        for (const secret of [shipping.name, shipping.city, shipping.address, email]) {
          expect(source, `${path} must not show ${secret}`).not.toContain(secret);
        }
      }
      await stranger.goto(`/order-confirmation/${orderId}`);
      await expect(level1(stranger)).toHaveText("Order confirmation");
      await expect(stranger.getByRole("main").getByRole("alert")).toHaveText(
        `Order not found: ${orderId}`,
      );
      await expect(stranger.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute(
        "href",
        "/",
      );

      // The buyer still sees it.
      await page.goto(`/order-confirmation/${orderId}`);
      await expect(page.getByRole("region", { name: "Shipping information" })).toContainText(
        shipping.name,
      );
    } finally {
      await other.context.close();
    }
  });

  test("shop staff can open a customer's order", async ({ page, browser, baseURL }) => {
    const { orderId, shipping } = await customerWithOrder(page);
    const context = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": randomClientAddress() },
    });
    try {
      const staff = await context.newPage();
      await signInQuietly(staff.request, adminEmail, adminPassword);
      const response = await staff.goto(`/order-confirmation/${orderId}`);
      expect(response?.status()).toBe(200);
      await expect(staff.getByRole("region", { name: "Shipping information" })).toContainText(
        shipping.name,
      );
    } finally {
      await context.close();
    }
  });

  test("an unknown or malformed order id gets the not-found view", async ({ page }) => {
    await signedInCustomer(page);
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const id of [unknown, "not-an-order"]) {
      const response = await page.goto(`/order-confirmation/${id}`);
      expect(response?.status(), id).toBe(404);
      await expect(level1(page)).toHaveText("Order confirmation");
      await expect(main(page).getByRole("alert")).toHaveText(`Order not found: ${id}`);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("add to cart, change and delete lines, and pay cash on delivery", async ({ page }) => {
    test.setTimeout(90_000);
    const { dress, jacket } = own; // orders take stock: the file's own items
    const { email } = await signedInCustomer(page);

    // The item page: the plus button reloads the page with quantity 2.
    await openItem(page, dress);
    const itemPath = new URL(page.url()).pathname;
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page).toHaveURL(`${itemPath}?quantity=2`);
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("2");
    await page.getByLabel("Special Instructions").fill("Size XL");
    await chooseSize(page);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL("/cart");
    await expect(cartLine(page, dress.name).getByLabel("Quantity", { exact: true })).toHaveValue(
      "2",
    );
    await expect(cartLine(page, dress.name).getByText(/^Details: \S/)).toHaveText(
      "Details: Size XL",
    );
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");

    // Adding it again is refused with the same message.
    await page.goto(itemPath);
    await chooseSize(page);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(main(page).getByRole("alert")).toContainText("This item is already in your cart.");
    await main(page).getByRole("link", { name: "Go to your cart" }).click();
    await expect(page).toHaveURL("/cart");

    await openItem(page, jacket);
    await chooseSize(page);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL("/cart");
    await expectCartTotals(page, 3, 8300_00);

    // The cart's plus, a typed quantity with Update, and Delete, each a page load.
    const jacketLine = cartLine(page, jacket.name);
    await jacketLine.getByRole("button", { name: `Increase quantity of ${jacket.name}` }).click();
    await expect(jacketLine.getByLabel("Quantity", { exact: true })).toHaveValue("2");
    await expect(jacketLine.getByText(kshPattern)).toHaveText("Ksh. 6,800.00");
    await expectCartTotals(page, 4, 11700_00);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 4 items");

    const dressLine = cartLine(page, dress.name);
    await dressLine.getByLabel("Quantity", { exact: true }).fill("3");
    await dressLine.getByRole("button", { name: "Update" }).click();
    await expect(dressLine.getByLabel("Quantity", { exact: true })).toHaveValue("3");
    await expectCartTotals(page, 5, 14150_00);

    await page.getByRole("button", { name: `Delete ${jacket.name}` }).click();
    await expect(jacketLine).toHaveCount(0);
    await expectCartTotals(page, 3, 7350_00);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");

    // Checkout: the M-Pesa panel follows the chosen method by CSS alone.
    await checkoutButton(page).click();
    // The browser's own GET form, with no fields: /checkout?
    await expect(page).toHaveURL((url) => url.pathname === "/checkout");
    await expect
      .poll(() => tableRows(orderSummary(page)))
      .toEqual([
        ["Item", "Quantity", "Line total"],
        [withSize(dress.name), "3", "Ksh. 7,350.00"],
        ["Total", "Ksh. 7,350.00"],
      ]);
    await expect(mpesaHeading(page)).toBeHidden();
    await page.getByRole("radio", { name: "M-Pesa" }).check();
    await expect(mpesaHeading(page)).toBeVisible();
    await expect(page.getByText(/^Send Ksh\./)).toHaveText(
      `Send Ksh. 7,350.00 to ${mpesaNumber} (${mpesaName}).`,
    );
    await page.getByRole("radio", { name: "Cash on delivery" }).check();
    await expect(mpesaHeading(page)).toBeHidden();

    // A field left out comes back with its message and the rest kept.
    const shipping = uniqueShipping({ country: "Ethiopia" });
    await fillShipping(page, { ...shipping, phone: "" });
    await placeOrderButton(page).click();
    await expect(checkoutField.phone(page)).toHaveAccessibleDescription("Enter your phone number");
    await expect(checkoutField.name(page)).toHaveValue(shipping.name);
    await expect(checkoutField.country(page)).toHaveValue("ET");
    await expect(page.getByRole("radio", { name: "Cash on delivery" })).toBeChecked();

    await checkoutField.phone(page).fill(shipping.phone);
    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f-]{36}$/);
    const orderId = orderIdOf(page.url());
    await expect(level1(page)).toHaveText("Order Successful!");
    await expect(page.getByText("Your order has been placed successfully!")).toBeVisible();
    await expect(
      page.getByText(`Your items will be delivered in ${shipping.city}.`, { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText(`A confirmation e-mail is on its way to ${email}.`, { exact: true }),
    ).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");

    await page.getByRole("link", { name: "View order details" }).click();
    await expect(page).toHaveURL(`/order-confirmation/${orderId}`);
    await expect(
      page.getByRole("region", { name: "Payment method" }).getByText("Cash on delivery"),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Shipping information" })).toContainText(
      "Ethiopia",
    );
    const mail = await waitForOrderMail(email, orderId);
    expect(mail.text).toContain("Pay Ksh. 7,350.00 in cash when your order is delivered.");
  });

  test("a quantity the server refuses comes back with a message at the field", async ({ page }) => {
    await signedInCustomer(page);
    await addQuietly(page, jacket);
    await openItem(page, dress);
    const itemPath = new URL(page.url()).pathname;
    await postQuantityInstead(page, itemPath, "1.5");
    await page.getByLabel("Special Instructions").fill("Size 40");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveAccessibleDescription(
      "Quantity must be a whole number",
    );
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(page.getByLabel("Special Instructions")).toHaveValue("Size 40");
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
    await page.unrouteAll();

    // The cart's Update, the same way.
    await page.goto("/cart");
    await postQuantityInstead(page, "/cart", "0");
    const line = cartLine(page, jacket.name);
    await line.getByRole("button", { name: "Update" }).click();
    await expect(line.getByRole("alert")).toHaveText("Quantity must be at least 1");
    await expect(line.getByLabel("Quantity", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(line.getByLabel("Quantity", { exact: true })).toHaveValue("1");
    await expectCartTotals(page, 1, jacket.cents);
  });

  // A screen reader on the field hears why it was refused, as on the item page and at checkout.
  test("a refused cart quantity is the field's description", async ({ page }) => {
    await signedInCustomer(page);
    await addQuietly(page, jacket);
    await page.goto("/cart");
    await postQuantityInstead(page, "/cart", "0");
    const line = cartLine(page, jacket.name);
    await line.getByRole("button", { name: "Update" }).click();
    await expect(line.getByRole("alert")).toHaveText("Quantity must be at least 1");
    await expect(line.getByLabel("Quantity", { exact: true })).toHaveAccessibleDescription(
      "Quantity must be at least 1",
      { timeout: 2_000 },
    );
  });

  test("a double click on Place Order places one order", async ({ page }) => {
    test.setTimeout(90_000);
    const { sneakers } = own; // orders take stock: the file's own items
    const { email } = await signedInCustomer(page);
    await addQuietly(page, sneakers, 3);
    await page.goto("/checkout");
    await page.getByRole("radio", { name: "Credit card" }).check();
    await fillShipping(page, uniqueShipping());
    await placeOrderButton(page).dblclick();
    await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f-]{36}$/);
    await expect(level1(page)).toHaveText("Order Successful!");
    const orderId = orderIdOf(page.url());
    expect(
      await confirmationsAfterOneMoreOrder(page, email, orderId, { javaScript: false }),
    ).toEqual([orderId]);
    expect(mailsTo(email)).toHaveLength(2);
  });
});
