// Owns telling the login page that an account was just made, and for which e-mail: Register sets
// this short-lived cookie and /auth reads it once, says the account was created, fills the e-mail
// in and clears it. (Its path is /: the page's own data request, /auth.data, is outside a cookie
// path of /auth.) A cookie rather than the URL, so the address does not
// end up in logs, history or a Referer.
import { createCookie } from "react-router";
import { accountRules } from "./rules/account.ts";

const registered = createCookie("registered", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 10 * 60,
});

export function registeredCookie(email: string): Promise<string> {
  return registered.serialize(email);
}

/** The e-mail the cookie names, when it holds one that could be an address. */
export async function readRegisteredEmail(cookieHeader: string | null): Promise<string | null> {
  const value: unknown = await registered.parse(cookieHeader).catch(() => null);
  if (typeof value !== "string" || value.length > accountRules.email.maxLength) return null;
  return value.includes("@") ? value : null;
}

export function clearRegisteredCookie(): Promise<string> {
  return registered.serialize("", { maxAge: 0 });
}
