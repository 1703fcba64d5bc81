// Accounts: registering, signing in and out, the pages only signed-in visitors (or shop staff) may
// open, the limit on failed sign-ins, and setting a new password through the e-mailed link.
import { test as base, expect, type Locator, type Page, type Response } from "@playwright/test";
import {
  adminEmail,
  adminPassword,
  cartLink,
  level1,
  loginLink,
  logoutButton,
  mainNav,
  randomClientAddress,
  registerAccount,
  uniqueEmail,
  waitForHydration,
} from "./helpers.ts";
import { mailsTo, resetTokenOf, waitForMails } from "./mail.ts";

// Every test comes from an address of its own (the test shop trusts X-Forwarded-For), so that the
// failed sign-ins of one test never rate-limit another.
const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": randomClientAddress() });
  },
});

const password = "correct-horse-42";
const wrongCredentials = "Wrong Email or Password";
const tooManyAttempts = "Too many attempts, try again in a minute";

const emailField = (page: Page) => page.getByLabel("Email", { exact: true });
const passwordField = (page: Page) => page.getByLabel("Password", { exact: true });
const confirmField = (page: Page) => page.getByLabel("Confirm Password", { exact: true });
const newPasswordField = (page: Page) => page.getByLabel("New Password", { exact: true });
/** The form's own message (an alert), as opposed to one next to a field. */
const formAlert = (page: Page) => page.getByRole("main").getByRole("alert");

/**
 * Fills in the fields and presses the form's button; resolves with the answer to the form's POST
 * (with scripts, React Router's data request; without, the page's own).
 */
async function send(page: Page, fields: [Locator, string][], button: string): Promise<Response> {
  for (const [field, value] of fields) await field.fill(value);
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("main").getByRole("button", { name: button, exact: true }).click();
  return answer;
}

/** Opens the register page and sends the form. */
async function register(
  page: Page,
  email: string,
  pass: string,
  confirm = pass,
): Promise<Response> {
  await page.goto("/register");
  await waitForHydration(page);
  return send(
    page,
    [
      [emailField(page), email],
      [passwordField(page), pass],
      [confirmField(page), confirm],
    ],
    "Register",
  );
}

/** Sends the login form of the page shown (which must be /auth). */
async function submitLogin(page: Page, email: string, pass: string): Promise<Response> {
  await expect(level1(page)).toHaveText("Login");
  await waitForHydration(page);
  return send(
    page,
    [
      [emailField(page), email],
      [passwordField(page), pass],
    ],
    "Login",
  );
}

/** Opens /auth and signs in; the page then shows the home page. */
async function logIn(page: Page, email: string, pass: string): Promise<void> {
  await page.goto("/auth");
  await submitLogin(page, email, pass);
  await expect(page).toHaveURL("/");
  await expect(logoutButton(page)).toBeVisible();
}

/** A new customer account (made without the browser); returns its e-mail. */
async function newCustomer(page: Page): Promise<string> {
  const email = uniqueEmail();
  await registerAccount(page.request, email, password);
  return email;
}

const loginPathFor = (path: string) => `/auth?${new URLSearchParams({ redirectTo: path })}`;

test.describe("register", () => {
  test("has e-mail, password and confirmation fields, a privacy note and a link to sign in", async ({
    page,
  }) => {
    const response = await page.goto("/register");
    expect(response?.status()).toBe(200);
    await expect(level1(page)).toHaveText("Register");
    await expect(emailField(page)).toHaveAttribute("type", "email");
    await expect(emailField(page)).toHaveAccessibleDescription(
      "We'll never share your email with anyone else.",
    );
    await expect(passwordField(page)).toHaveAttribute("type", "password");
    await expect(confirmField(page)).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: "Register" })).toBeEnabled();
    await expect(page.getByRole("link", { name: "Sign in here" })).toHaveAttribute("href", "/auth");
  });

  test("passwords that do not match are refused and make no account", async ({ page }) => {
    const email = uniqueEmail();
    const answer = await register(page, email, password, `${password}-typo`);
    expect(answer.status()).toBe(400);
    await expect(confirmField(page)).toHaveAccessibleDescription("Passwords do not match");
    await expect(confirmField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL("/register");
    await expect(emailField(page)).toHaveValue(email);
    // Nothing was made: that e-mail cannot sign in, and registering it properly still works.
    await page.goto("/auth");
    await submitLogin(page, email, password);
    await expect(formAlert(page)).toHaveText(wrongCredentials);
    await register(page, email, password);
    await expect(page).toHaveURL("/auth");
  });

  test("a password shorter than 8 characters is refused", async ({ page }) => {
    const email = uniqueEmail();
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts += 1;
    });
    await page.goto("/register");
    await waitForHydration(page);
    await emailField(page).fill(email);
    await passwordField(page).fill("short7!");
    await confirmField(page).fill("short7!");
    // The browser's own check stops the form first...
    await page.getByRole("main").getByRole("button", { name: "Register" }).click();
    expect(await passwordField(page).evaluate((el: HTMLInputElement) => el.validity.tooShort)).toBe(
      true,
    );
    // ...and the shop refuses it too when the browser does not check.
    await page
      .getByRole("main")
      .getByRole("button", { name: "Register" })
      .evaluate((button: HTMLButtonElement) => {
        button.form!.noValidate = true;
      });
    const answer = await send(page, [], "Register");
    expect(answer.status()).toBe(400);
    expect(posts, "only the form sent without the browser's check reaches the shop").toBe(1);
    await expect(passwordField(page)).toHaveAccessibleDescription(
      "Password must be at least 8 characters",
    );
    await expect(passwordField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL("/register");
    await expect(emailField(page)).toHaveValue(email);
    // No account was made.
    await page.goto("/auth");
    await submitLogin(page, email, "short7!");
    await expect(formAlert(page)).toHaveText(wrongCredentials);
  });

  test("registering goes to the login page, where the new account can sign in", async ({
    page,
  }) => {
    const email = uniqueEmail();
    await register(page, email, password);
    await expect(page).toHaveURL("/auth");
    await expect(level1(page)).toHaveText("Login");
    // Registering does not sign in.
    await expect(loginLink(page)).toBeVisible();
    await submitLogin(page, email, password);
    await expect(page).toHaveURL("/");
    await expect(logoutButton(page)).toBeVisible();
  });

  test("an e-mail that already has an account is refused", async ({ page }) => {
    const email = await newCustomer(page);
    const answer = await register(page, email, "another-pass-99");
    expect(answer.status()).toBe(400);
    await expect(formAlert(page)).toHaveText("User already exists. Use another email.");
    await expect(page).toHaveURL("/register");
    await expect(emailField(page)).toHaveValue(email);
    // Also in other letter case.
    await register(page, email.toUpperCase(), "another-pass-99");
    await expect(formAlert(page)).toHaveText("User already exists. Use another email.");
    // The account keeps its password.
    await logIn(page, email, password);
  });
});

test.describe("a refused form with scripts", () => {
  // With JavaScript the page is not re-rendered by the server, yet the passwords must go as well.
  test("empties the password fields, as without JavaScript", async ({ page }) => {
    const answer = await register(page, uniqueEmail(), password, `${password}-typo`);
    expect(answer.status()).toBe(400);
    await expect(confirmField(page)).toHaveAccessibleDescription("Passwords do not match");
    await expect(passwordField(page)).toHaveValue("");
    await expect(confirmField(page)).toHaveValue("");
  });
});

test.describe("login", () => {
  test("has e-mail and password fields and links to register and to reset a password", async ({
    page,
  }) => {
    const response = await page.goto("/auth");
    expect(response?.status()).toBe(200);
    await expect(level1(page)).toHaveText("Login");
    await expect(emailField(page)).toHaveAttribute("type", "email");
    await expect(passwordField(page)).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: "Login", exact: true })).toBeEnabled();
    await expect(page.getByRole("main").getByText("New user?")).toBeVisible();
    await expect(page.getByRole("link", { name: "Register Here" })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  test("Register Here and Sign in here go between the two forms", async ({ page }) => {
    await page.goto("/auth");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Register Here" }).click();
    await expect(page).toHaveURL("/register");
    await expect(level1(page)).toHaveText("Register");
    await page.getByRole("link", { name: "Sign in here" }).click();
    await expect(page).toHaveURL("/auth");
    await expect(level1(page)).toHaveText("Login");
  });

  test("a wrong password and an unknown e-mail get the same refusal; the e-mail stays", async ({
    page,
  }) => {
    const email = await newCustomer(page);
    await page.goto("/auth");
    await submitLogin(page, email, "not-the-password");
    await expect(formAlert(page)).toHaveText(wrongCredentials);
    await expect(page).toHaveURL("/auth");
    await expect(emailField(page)).toHaveValue(email);
    await expect(loginLink(page)).toBeVisible();

    const unknown = uniqueEmail("nobody");
    await submitLogin(page, unknown, password);
    await expect(formAlert(page)).toHaveText(wrongCredentials);
    await expect(emailField(page)).toHaveValue(unknown);
    await expect(loginLink(page)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart");
  });

  test("signing in goes to the home page; the nav shows Logout and an empty cart", async ({
    page,
  }) => {
    const email = await newCustomer(page);
    await page.goto("/auth");
    await expect(loginLink(page)).toHaveAttribute("href", "/auth");
    await expect(cartLink(page)).toHaveAccessibleName("Cart");
    await submitLogin(page, email, password);
    await expect(page).toHaveURL("/");
    await expect(logoutButton(page)).toBeVisible();
    await expect(loginLink(page)).toHaveCount(0);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");
    await expect(cartLink(page)).toHaveAttribute("href", "/cart");
    // Still signed in on the next page, and the login page sends a signed-in visitor home.
    await page.goto("/type/women");
    await expect(logoutButton(page)).toBeVisible();
    await page.goto("/auth");
    await expect(page).toHaveURL("/");
  });

  test("a visitor sent to sign in from the cart comes back to the cart", async ({ page }) => {
    const email = await newCustomer(page);
    await page.goto("/");
    await waitForHydration(page);
    await cartLink(page).click();
    await expect(page).toHaveURL(loginPathFor("/cart"));
    await submitLogin(page, email, password);
    await expect(page).toHaveURL("/cart");
    await expect(page.getByText("Your cart is currently empty.")).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");
  });

  for (const elsewhere of ["//evil.example", "https://evil.example", "/\\evil.example"]) {
    test(`redirectTo=${elsewhere} is ignored: signing in goes home`, async ({ page }) => {
      const email = await newCustomer(page);
      await page.goto(loginPathFor(elsewhere));
      await submitLogin(page, email, password);
      await expect(page).toHaveURL("/");
      await expect(logoutButton(page)).toBeVisible();
    });
  }
});

test.describe("logout", () => {
  test("Logout goes to the home page, signed out", async ({ page }) => {
    const email = await newCustomer(page);
    await logIn(page, email, password);
    await page.goto("/type/men");
    await waitForHydration(page);
    await logoutButton(page).click();
    await expect(page).toHaveURL("/");
    await expect(loginLink(page)).toBeVisible();
    await expect(loginLink(page)).toHaveAttribute("href", "/auth");
    await expect(logoutButton(page)).toHaveCount(0);
    await expect(cartLink(page)).toHaveAccessibleName("Cart");
    // The session is over on the server too.
    await page.goto("/cart");
    await expect(page).toHaveURL(loginPathFor("/cart"));
  });

  test("opening /logout does not sign out", async ({ page }) => {
    const email = await newCustomer(page);
    await logIn(page, email, password);
    await page.goto("/logout");
    await expect(page).toHaveURL("/");
    await expect(logoutButton(page)).toBeVisible();
  });
});

test.describe("pages for signed-in visitors", () => {
  const orderPath = "/order-confirmation/00000000-0000-4000-8000-000000000000";
  const protectedPages: { path: string; landsOn: string; shows: (page: Page) => Promise<void> }[] =
    [
      {
        path: "/create",
        landsOn: "/create",
        shows: (page) => expect(level1(page)).toHaveText("Not allowed"),
      },
      {
        path: "/cart",
        landsOn: "/cart",
        shows: (page) => expect(page.getByText("Your cart is currently empty.")).toBeVisible(),
      },
      // With an empty cart the checkout sends the shopper on to the cart.
      {
        path: "/checkout",
        landsOn: "/cart",
        shows: (page) => expect(page.getByText("Your cart is currently empty.")).toBeVisible(),
      },
      {
        path: orderPath,
        landsOn: orderPath,
        shows: (page) => expect(page.getByText(/^Order not found/)).toBeVisible(),
      },
    ];

  for (const { path, landsOn, shows } of protectedPages) {
    test(`${path} sends a signed-out visitor to sign in, and back after`, async ({ page }) => {
      const email = await newCustomer(page);
      await page.goto(path);
      await expect(page).toHaveURL(loginPathFor(path));
      expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(path);
      await submitLogin(page, email, password);
      await expect(page).toHaveURL(landsOn);
      await expect(logoutButton(page)).toBeVisible();
      await shows(page);
    });
  }
});

test.describe("shop staff only", () => {
  test("a customer gets 403 at /create", async ({ page }) => {
    const email = await newCustomer(page);
    await logIn(page, email, password);
    const response = await page.goto("/create");
    expect(response?.status()).toBe(403);
    await expect(level1(page)).toHaveText("Not allowed");
    await expect(page.getByText("Sorry, only shop staff can add items.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "New Item" })).toHaveCount(0);
    // Still signed in, with the nav of a signed-in visitor.
    await expect(logoutButton(page)).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");
  });

  test("SHOP leads the admin to every item; the desk's New item opens New Item", async ({
    page,
  }) => {
    await logIn(page, adminEmail, adminPassword);
    await waitForHydration(page);
    await mainNav(page).getByRole("link", { name: "SHOP", exact: true }).click();
    await expect(page).toHaveURL("/shop");
    await expect(level1(page)).toHaveText("All items");
    await page.goto("/admin");
    await page
      .getByRole("navigation", { name: "Shop desks" })
      .getByRole("link", { name: "New item" })
      .click();
    await expect(page).toHaveURL("/create");
    await expect(level1(page)).toHaveText("New Item");
    const response = await page.goto("/create");
    expect(response?.status()).toBe(200);
    await expect(level1(page)).toHaveText("New Item");
    await expect(page.getByText("Sorry, only shop staff can add items.")).toHaveCount(0);
  });
});

test.describe("sign-in limits", () => {
  test("after 5 wrong passwords the form refuses even the right one for a minute", async ({
    page,
  }) => {
    const email = await newCustomer(page);
    await page.goto("/auth");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await submitLogin(page, email, `wrong-password-${attempt}`);
      expect(answer.status(), `attempt ${attempt}`).toBe(401);
      await expect(formAlert(page), `attempt ${attempt}`).toHaveText(wrongCredentials);
    }
    const sixth = await submitLogin(page, email, "wrong-password-6");
    expect(sixth.status()).toBe(429);
    await expect(formAlert(page)).toHaveText(tooManyAttempts);
    await expect(emailField(page)).toHaveValue(email);

    const rightPassword = await submitLogin(page, email, password);
    expect(rightPassword.status()).toBe(429);
    await expect(formAlert(page)).toHaveText(tooManyAttempts);
    await expect(page).toHaveURL("/auth");
    await expect(loginLink(page)).toBeVisible();
  });

  test("the limit holds per e-mail and per address", async ({ page }) => {
    const limited = await newCustomer(page);
    const other = await newCustomer(page);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await page.request.post("/auth", {
        form: { email: limited, password: `wrong-password-${attempt}` },
        maxRedirects: 0,
      });
      expect(response.status(), `attempt ${attempt}`).toBe(401);
    }
    // The limited e-mail, from another address: refused.
    const elsewhere = { "X-Forwarded-For": randomClientAddress() };
    const fromElsewhere = await page.request.post("/auth", {
      form: { email: limited, password },
      headers: elsewhere,
      maxRedirects: 0,
    });
    expect(fromElsewhere.status()).toBe(429);
    expect(await fromElsewhere.text()).toContain(tooManyAttempts);
    // Another e-mail, from the limited address: refused.
    await page.goto("/auth");
    await submitLogin(page, other, password);
    await expect(formAlert(page)).toHaveText(tooManyAttempts);
    // Another e-mail from another address signs in.
    const response = await page.request.post("/auth", {
      form: { email: other, password },
      headers: elsewhere,
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
  });
});

test.describe("forgot password", () => {
  const sent =
    "If an account exists for that e-mail, we have sent it a link to set a new password. The link works once, for 1 hour.";

  async function askForResetLink(page: Page, email: string): Promise<void> {
    await page.goto("/auth");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL("/forgot-password");
    await expect(level1(page)).toHaveText("Forgot password");
    const answer = await send(page, [[emailField(page), email]], "Send reset link");
    expect(answer.status()).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: sent })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send reset link" })).toHaveCount(0);
  }

  async function setNewPassword(page: Page, token: string, newPassword: string): Promise<Response> {
    await page.goto(`/reset-password?${new URLSearchParams({ token })}`);
    await expect(level1(page)).toHaveText("Set a new password");
    await waitForHydration(page);
    return send(
      page,
      [
        [newPasswordField(page), newPassword],
        [confirmField(page), newPassword],
      ],
      "Set new password",
    );
  }

  test("an unknown e-mail gets the same answer as a known one", async ({ page }) => {
    const unknown = uniqueEmail("nobody");
    await askForResetLink(page, unknown);
    const known = await newCustomer(page);
    await askForResetLink(page, known);
    await waitForMails(known);
    expect(mailsTo(unknown)).toEqual([]);
  });

  test("the e-mailed link sets a new password once and ends the account's other sessions", async ({
    page,
    browser,
    baseURL,
    extraHTTPHeaders,
  }) => {
    test.setTimeout(90_000);
    const email = await newCustomer(page);
    const newPassword = "brand-new-pass-77";

    // Signed in elsewhere, in another browser.
    const elsewhere = await browser.newContext({ baseURL, extraHTTPHeaders });
    try {
      const otherPage = await elsewhere.newPage();
      await logIn(otherPage, email, password);

      await askForResetLink(page, email);
      const [mail] = await waitForMails(email);
      expect(mail!.subject).toBe("Reset your Duka Fashions password");
      const token = resetTokenOf(mail!);

      await setNewPassword(page, token, newPassword);
      await expect(page).toHaveURL("/auth?reset=1");
      await expect(
        page.getByRole("status").filter({ hasText: /^Your password has been changed/ }),
      ).toHaveText("Your password has been changed. Log in with the new one.");

      // The old password no longer works; the new one does.
      expect((await submitLogin(page, email, password)).status()).toBe(401);
      await expect(formAlert(page)).toHaveText(wrongCredentials);
      await submitLogin(page, email, newPassword);
      await expect(page).toHaveURL("/");
      await expect(logoutButton(page)).toBeVisible();

      // The other browser's session has ended.
      await otherPage.goto("/cart");
      await expect(otherPage).toHaveURL(loginPathFor("/cart"));
      await expect(loginLink(otherPage)).toBeVisible();

      // The link works once.
      expect((await setNewPassword(page, token, "yet-another-pass-88")).status()).toBe(400);
      await expect(formAlert(page)).toHaveText("This reset link is invalid or has expired.");
      await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
        "href",
        "/forgot-password",
      );
      await logoutButton(page).click();
      await expect(loginLink(page)).toBeVisible();
      await logIn(page, email, newPassword);
    } finally {
      await elsewhere.close();
    }
  });

  test("a made-up token is refused", async ({ page }) => {
    expect((await setNewPassword(page, "not-a-real-token", "whatever-pass-11")).status()).toBe(400);
    await expect(formAlert(page)).toHaveText("This reset link is invalid or has expired.");
    await expect(page).toHaveURL(/\/reset-password\?token=not-a-real-token$/);
  });

  test("the reset page without a token says the link is invalid", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(level1(page)).toHaveText("Set a new password");
    await expect(page.getByText("This reset link is invalid or has expired.")).toBeVisible();
    await expect(newPasswordField(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("register, sign in, come back to the cart and sign out", async ({ page }) => {
    const email = uniqueEmail();
    await page.goto("/register");
    const mismatch = await send(
      page,
      [
        [emailField(page), email],
        [passwordField(page), password],
        [confirmField(page), `${password}-typo`],
      ],
      "Register",
    );
    expect(mismatch.status()).toBe(400);
    await expect(confirmField(page)).toHaveAccessibleDescription("Passwords do not match");
    // The page comes back with the e-mail filled in and the passwords empty.
    await expect(emailField(page)).toHaveValue(email);
    await expect(passwordField(page)).toHaveValue("");
    await expect(confirmField(page)).toHaveValue("");
    await send(
      page,
      [
        [passwordField(page), password],
        [confirmField(page), password],
      ],
      "Register",
    );
    await expect(page).toHaveURL("/auth");

    await page.goto("/cart");
    await expect(page).toHaveURL(loginPathFor("/cart"));
    const wrong = await send(
      page,
      [
        [emailField(page), email],
        [passwordField(page), "not-the-password"],
      ],
      "Login",
    );
    expect(wrong.status()).toBe(401);
    await expect(formAlert(page)).toHaveText(wrongCredentials);
    await expect(emailField(page)).toHaveValue(email);
    await expect(passwordField(page)).toHaveValue("");
    await send(page, [[passwordField(page), password]], "Login");
    await expect(page).toHaveURL("/cart");
    await expect(page.getByText("Your cart is currently empty.")).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");

    await logoutButton(page).click();
    await expect(page).toHaveURL("/");
    await expect(loginLink(page)).toBeVisible();
    await page.goto("/cart");
    await expect(page).toHaveURL(loginPathFor("/cart"));
  });
});
