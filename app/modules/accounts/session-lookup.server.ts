// Owns finding a request's signed-in user quickly. better-auth's getSession checks the cookie's
// signature, reads the session with its user and decides on a refresh: about 2 ms of CPU on PGlite,
// on every signed-in page. Which session a cookie names never changes (the cookie is signed with the
// shop's secret), so after one full lookup this server remembers the token the cookie carries.
// Whether that session still stands (not signed out, not ended by a new password or a promotion,
// not expired) is asked of the database on every request, in one prepared query, so an ended session
// ends at once on every server: nothing about a session is kept but its name. When better-auth would
// refresh the session (once its updateAge has passed), the full lookup runs again.
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { preparedPerDb } from "../../db/prepared.server.ts";
import { session, user, type Role } from "../../db/schema/accounts.ts";
import type { Auth } from "./auth.server.ts";

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
}

/** Session cookies remembered per server; past this the oldest is forgotten (it is then looked up in full again). */
const maxRemembered = 10_000;

interface Remembered {
  /** The session cookie's value (the token and its signature), as sent, to the token better-auth found in it. */
  tokens: Map<string, string>;
  /** The session cookie's name (with its __Secure- prefix over https). */
  cookieName: string;
  /** better-auth refreshes a session once no more than this is left of its life (`expiresIn - updateAge`, in ms). */
  refreshWhenLeftMs: number;
}

const rememberedByAuth = new WeakMap<Auth, Promise<Remembered>>();

function rememberedFor(auth: Auth): Promise<Remembered> {
  let remembered = rememberedByAuth.get(auth);
  if (!remembered) {
    remembered = auth.$context.then(({ sessionConfig, authCookies }) => ({
      tokens: new Map(),
      cookieName: authCookies.sessionToken.name,
      refreshWhenLeftMs: (sessionConfig.expiresIn - sessionConfig.updateAge) * 1000,
    }));
    rememberedByAuth.set(auth, remembered);
  }
  return remembered;
}

/** The user of a session that stands: its token exists and has not expired. */
const standingSession = preparedPerDb((db) =>
  db
    .select({ id: user.id, email: user.email, role: user.role, expiresAt: session.expiresAt })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.token, sql.placeholder("token")), gt(session.expiresAt, sql`now()`)))
    .prepare("standing_session"),
);

const asRole = (role: unknown): Role => (role === "admin" ? "admin" : "customer");

export async function sessionUser(
  auth: Auth,
  db: Db,
  requestHeaders: Headers,
): Promise<SessionUser | null> {
  const header = requestHeaders.get("cookie");
  // No cookie, no session: better-auth would answer null too, without a query.
  if (!header) return null;
  const { tokens, cookieName, refreshWhenLeftMs } = await rememberedFor(auth);
  // Remembered by the session cookie alone, not the whole header: a client sending one session with
  // ever different other cookies must not fill this server's memory.
  const cookie = sessionCookieIn(header, cookieName);
  if (cookie === undefined) return null;
  const token = tokens.get(cookie);
  if (token !== undefined) {
    const [standing] = await standingSession(db).execute({ token });
    if (!standing) {
      tokens.delete(cookie);
      return null;
    }
    if (standing.expiresAt.getTime() - Date.now() > refreshWhenLeftMs)
      return { id: standing.id, email: standing.email, role: asRole(standing.role) };
  }
  const found = await auth.api.getSession({ headers: requestHeaders });
  if (!found) {
    tokens.delete(cookie);
    return null;
  }
  if (tokens.size >= maxRemembered) tokens.delete(tokens.keys().next().value!);
  tokens.set(cookie, found.session.token);
  return {
    id: found.user.id,
    email: found.user.email,
    role: asRole((found.user as { role?: string }).role),
  };
}

/** The value of the cookie named `name` in a Cookie header, or undefined when it has none. */
function sessionCookieIn(header: string, name: string): string | undefined {
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
