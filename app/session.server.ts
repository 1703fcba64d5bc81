// Owns "who is asking": the signed-in user of a request (looked up once per request), and the
// guard that sends signed-out visitors to /auth (staff.server.ts builds the staff guard on it).
import { redirect, type RouterContextProvider } from "react-router";
import { loginPathFor } from "./lib/redirect-to.ts";
import { services } from "./services.server.ts";
import { sessionUser, type SessionUser } from "./modules/accounts/index.server.ts";

export type { SessionUser };

interface GuardArgs {
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
}

const lookups = new WeakMap<Request, Promise<SessionUser | null>>();

export function currentUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SessionUser | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    const { auth, db } = services(context);
    lookup = sessionUser(auth, db, request.headers);
    lookups.set(request, lookup);
  }
  return lookup;
}

/** The signed-in user; a signed-out visitor is redirected to /auth and comes back here after. */
export async function requireUser({ request, url, context }: GuardArgs): Promise<SessionUser> {
  const found = await currentUser(request, context);
  if (!found) throw redirect(loginPathFor(url));
  return found;
}
