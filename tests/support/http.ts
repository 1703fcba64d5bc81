// A small HTTP client of a running shop for integration tests: form posts from the shop's own
// pages (right Origin; no redirects followed), and accounts signed in by their session cookie.
import { randomUUID } from "node:crypto";

let clientAddress = 0;

/** The checkout form's fields but the one-time key, filled in as a shopper would. */
export const checkoutShipping: Readonly<Record<string, string>> = {
  paymentMethod: "mpesa",
  name: "Achieng Otieno",
  email: "achieng@example.com",
  address: "Oginga Odinga St 4",
  phone: "0722 000 111",
  city: "Kisumu",
  postalCode: "40100",
  country: "KE",
};

export interface PostOptions {
  cookie?: string;
  origin?: string;
  /** The client address the shop sees (it trusts X-Forwarded-For when TRUST_PROXY is on); a fresh one by default, so rate limits do not mix. */
  ip?: string;
}

export function shopClient(baseUrl: () => string) {
  const post = (pathname: string, body: Record<string, string> | FormData | URLSearchParams, init: PostOptions = {}) =>
    fetch(`${baseUrl()}${pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: init.origin ?? baseUrl(),
        "X-Forwarded-For": init.ip ?? `192.0.2.${(clientAddress = (clientAddress % 250) + 1)}`,
        ...(init.cookie ? { Cookie: init.cookie } : {}),
      },
      body: body instanceof FormData || body instanceof URLSearchParams ? body : new URLSearchParams(body),
    });

  const get = (pathname: string, cookie?: string, ip?: string) =>
    fetch(`${baseUrl()}${pathname}`, {
      redirect: "manual",
      headers: { ...(cookie ? { Cookie: cookie } : {}), ...(ip ? { "X-Forwarded-For": ip } : {}) },
    });

  async function signIn(email: string, password: string): Promise<string> {
    const answer = await post("/auth", { email, password });
    if (answer.status !== 302) throw new Error(`sign-in of ${email} answered ${answer.status}`);
    return cookieOf(answer);
  }

  async function registerAndSignIn(email = `shopper-${randomUUID()}@example.com`, password = "customer-pass-1"): Promise<string> {
    const registered = await post("/register", { email, password, confirmPassword: password });
    if (registered.status !== 302) throw new Error(`registration of ${email} answered ${registered.status}`);
    return signIn(email, password);
  }

  /** Puts an item in the cart and checks out as the checkout page does; resolves with the order id. */
  async function placeOrder(cookie: string, itemId: string, shipping: Record<string, string> = {}): Promise<string> {
    const added = await post(`/item/${itemId}`, { quantity: "1", instructions: "" }, { cookie });
    if (added.status !== 302) throw new Error(`adding to the cart answered ${added.status}`);
    const placed = await post(
      "/checkout",
      { idempotencyKey: randomUUID(), ...checkoutShipping, ...shipping },
      { cookie },
    );
    const orderId = /\/checkout\/success\/([0-9a-f-]{36})$/.exec(placed.headers.get("location") ?? "")?.[1];
    if (placed.status !== 302 || !orderId) throw new Error(`checkout answered ${placed.status}`);
    return orderId;
  }

  return { post, get, signIn, registerAndSignIn, placeOrder };
}

/** The session cookie(s) a response sets, as a Cookie header. */
export function cookieOf(response: Response): string {
  return response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}
