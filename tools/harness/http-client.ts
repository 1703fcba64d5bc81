// Owns talking to a running shop over HTTP as a browser without JavaScript does, for tests and
// benchmarks alike: form posts from the shop's own pages (its Origin), redirects not followed, each
// visitor with its session cookie and client address, and the journeys built from those requests
// (sign-up, sign-in, cart, checkout).
import { randomUUID } from "node:crypto";
import { checkoutKeyIn, itemIdsIn, orderIdOfSuccess, purchasableChoiceIn } from "./shop-pages.ts";

/** The checkout form's fields but the one-time key, filled in as a shopper would. */
const checkoutShipping: Readonly<Record<string, string>> = {
  paymentMethod: "mpesa",
  name: "Achieng Otieno",
  email: "achieng@example.com",
  address: "Oginga Odinga St 4",
  phone: "0722 000 111",
  city: "Kisumu",
  postalCode: "40100",
  country: "KE",
};

/** The checkout form as posted: the one-time key, and the shipping fields with `shipping` changed. */
export function checkoutForm(
  key: string,
  shipping: Record<string, string> = {},
): Record<string, string> {
  return { idempotencyKey: key, ...checkoutShipping, ...shipping };
}

/**
 * Who sends a request: the session cookie their browser holds, and the client address the shop sees
 * (it reads X-Forwarded-For when TRUST_PROXY is on; rate limits count per address).
 */
export interface Visitor {
  cookie?: string;
  ip?: string;
}

interface PostOptions extends Visitor {
  /** The page the form claims to come from; the shop's own by default. */
  origin?: string;
}

type FormBody = Record<string, string> | FormData | URLSearchParams;

/** An answer read to its last byte. */
export interface Answer {
  status: number;
  location: string | null;
  /** Retry-After, sent with a refusal for overload. */
  retryAfter: string | null;
  body: string;
  /** From sending the request to the answer's last byte: what the benchmarks time. */
  ms: number;
}

export type ShopClient = ReturnType<typeof shopClient>;

let lastClientAddress = 0;

/** A new address of the documentation range for each post without one, so that rate limits do not mix. */
function nextClientAddress(): string {
  lastClientAddress = (lastClientAddress % 250) + 1;
  return `192.0.2.${lastClientAddress}`;
}

/** A client of the shop at `baseUrl()` (a function: tests know the URL only once the shop has started). */
export function shopClient(baseUrl: () => string) {
  /** Every answer's status, counted: the benchmarks report the answers outside 2xx and 3xx. */
  const statuses = new Map<number, number>();

  async function send(pathname: string, init: RequestInit): Promise<Response> {
    const response = await fetch(`${baseUrl()}${pathname}`, { ...init, redirect: "manual" });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    return response;
  }

  const get = (pathname: string, { cookie, ip }: Visitor = {}) =>
    send(pathname, {
      headers: { ...(cookie ? { Cookie: cookie } : {}), ...(ip ? { "X-Forwarded-For": ip } : {}) },
    });

  const post = (pathname: string, body: FormBody, { cookie, ip, origin }: PostOptions = {}) =>
    send(pathname, {
      method: "POST",
      headers: {
        Origin: origin ?? baseUrl(),
        "X-Forwarded-For": ip ?? nextClientAddress(),
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body:
        body instanceof FormData || body instanceof URLSearchParams
          ? body
          : new URLSearchParams(body),
    });

  /** The ids of the items a page links to. */
  async function itemIdsOn(pathname: string): Promise<string[]> {
    const page = await get(pathname);
    if (page.status !== 200) throw new Error(`${pathname} answered ${page.status}`);
    return itemIdsIn(await page.text());
  }

  /** Signs in; resolves with the session cookie. */
  async function signIn(email: string, password: string, { ip }: Visitor = {}): Promise<string> {
    const answer = await post("/auth", { email, password }, { ip });
    await expectRedirect(answer, `sign-in of ${email}`);
    const cookie = cookieOf(answer);
    if (!cookie) throw new Error(`sign-in of ${email}: no session cookie`);
    return cookie;
  }

  /** Registers a customer account and signs it in; resolves with the session cookie. */
  async function registerAndSignIn(
    email = `shopper-${randomUUID()}@example.com`,
    password = "customer-pass-1",
    { ip }: Visitor = {},
  ): Promise<string> {
    const registered = await post(
      "/register",
      { email, password, confirmPassword: password },
      { ip },
    );
    await expectRedirect(registered, `registration of ${email}`, "/auth");
    return signIn(email, password, { ip });
  }

  /** What a shopper can pick on the item's page: a size (null: no sizes), or nothing when it is sold out. */
  async function choiceOf(
    itemId: string,
    visitor: Visitor = {},
  ): Promise<{ sizeId: string | null } | "sold-out"> {
    const page = await get(`/item/${itemId}`, visitor);
    if (page.status !== 200) throw new Error(`/item/${itemId} answered ${page.status}`);
    return purchasableChoiceIn(await page.text());
  }

  /** The items among these a shopper can order, each with the size it would pick (one GET each). */
  async function orderable(
    itemIds: readonly string[],
  ): Promise<{ itemId: string; sizeId: string | null }[]> {
    const choices = await Promise.all(
      itemIds.map(async (itemId) => ({ itemId, choice: await choiceOf(itemId) })),
    );
    return choices.flatMap(({ itemId, choice }) =>
      choice === "sold-out" ? [] : [{ itemId, sizeId: choice.sizeId }],
    );
  }

  /** Puts an item in the visitor's cart from its item page, in the first size it has left (unless one is given). */
  async function addToCart(
    visitor: Visitor,
    itemId: string,
    line: { quantity: string; instructions: string; sizeId?: string } = {
      quantity: "1",
      instructions: "",
    },
  ): Promise<void> {
    let { sizeId } = line;
    if (sizeId === undefined) {
      const choice = await choiceOf(itemId, visitor);
      if (choice === "sold-out") throw new Error(`${itemId} is sold out`);
      sizeId = choice.sizeId ?? "";
    }
    await expectRedirect(
      await post(`/item/${itemId}`, { ...line, sizeId }, visitor),
      `adding ${itemId} to the cart`,
      "/cart",
    );
  }

  /** Opens the checkout page as a browser does; resolves with the one-time key of its form. */
  async function openCheckout(visitor: Visitor): Promise<string> {
    const page = await get("/checkout", visitor);
    const key = checkoutKeyIn(await page.text());
    if (page.status !== 200 || !key)
      throw new Error(
        `GET /checkout answered ${page.status}${key ? "" : " without a one-time key"}`,
      );
    return key;
  }

  /**
   * Posts the checkout form for the visitor's cart, with a fresh one-time key instead of the
   * page's (the page makes a random UUID too, and the shop takes any new one: one request
   * fewer); resolves with the order id.
   */
  async function checkOut(
    visitor: Visitor,
    shipping: Record<string, string> = {},
  ): Promise<string> {
    const placed = await post("/checkout", checkoutForm(randomUUID(), shipping), visitor);
    const orderId = orderIdOfSuccess(placed.headers.get("location"));
    if (placed.status !== 302 || !orderId)
      throw new Error(`checkout answered ${placed.status}: ${await excerpt(placed)}`);
    return orderId;
  }

  /** One item in the cart, checked out; resolves with the order id. */
  async function placeOrder(
    visitor: Visitor,
    itemId: string,
    shipping: Record<string, string> = {},
  ): Promise<string> {
    await addToCart(visitor, itemId);
    return checkOut(visitor, shipping);
  }

  /** The order number the shop shows on an order's page (to its customer or staff). */
  async function orderNumberOf(visitor: Visitor, orderId: string): Promise<string> {
    const page = await get(`/order-confirmation/${orderId}`, visitor);
    const orderNumber = /Order number: ([0-9A-Z]{4,12})</.exec(await page.text())?.[1];
    if (!orderNumber) throw new Error(`no order number on the page of ${orderId} (${page.status})`);
    return orderNumber;
  }

  return {
    statuses,
    get,
    post,
    itemIdsOn,
    choiceOf,
    orderable,
    signIn,
    registerAndSignIn,
    addToCart,
    openCheckout,
    checkOut,
    placeOrder,
    orderNumberOf,
  };
}

/** Sends a request and reads its whole answer, timed. */
export async function readAnswer(request: () => Promise<Response>): Promise<Answer> {
  const started = performance.now();
  const response = await request();
  const body = await response.text();
  return {
    status: response.status,
    location: response.headers.get("location"),
    retryAfter: response.headers.get("retry-after"),
    body,
    ms: performance.now() - started,
  };
}

/** The session cookie(s) a response sets, as a Cookie header. */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Throws, with the start of the page, unless the answer is a redirect (to `location`, when given). */
async function expectRedirect(answer: Response, what: string, location?: string): Promise<void> {
  if (
    answer.status === 302 &&
    (location === undefined || answer.headers.get("location") === location)
  )
    return;
  const where = answer.headers.get("location") ?? "";
  throw new Error(
    `${what}: expected 302${location ? ` to ${location}` : ""}, got ${answer.status} ${where} ${await excerpt(answer)}`,
  );
}

/** The start of a page's text, for error messages. */
async function excerpt(answer: Response): Promise<string> {
  const text = await answer.text().catch(() => "");
  return text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 300);
}
