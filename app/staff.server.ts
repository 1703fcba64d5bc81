// Owns the one guard of what only shop staff may use: the desk under /admin (its layout route) and
// the item forms. As middleware it runs before any loader or action of the routes below it (loaders
// run in parallel, so a check inside one would not stop the others): a signed-out visitor goes to
// /auth, a customer gets a 403 page (and the refusal is logged), and staff continue with their
// account in the router context.
import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import type { MessageKey } from "./i18n/messages/en.ts";
import { layoutData } from "./layout-data.server.ts";
import { services } from "./services.server.ts";
import { requireUser, type SessionUser } from "./session.server.ts";

const staffContext = createContext<SessionUser>();

interface GuardArgs {
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
}

/**
 * The signed-in member of staff; a customer is refused with a 403 page saying `refusalKey`. The
 * refusal carries the layout's data: thrown before the loaders ran, its page has no other.
 */
export async function requireStaff(args: GuardArgs, refusalKey: MessageKey): Promise<SessionUser> {
  const user = await requireUser(args);
  if (user.role === "admin") return user;
  services(args.context).log.warn(
    { userId: user.id, method: args.request.method, path: args.url.pathname },
    "refused: not shop staff",
  );
  throw data(
    { key: refusalKey, layout: await layoutData(args.request, args.context) },
    { status: 403 },
  );
}

/** Middleware: only staff go on; `refusalKey` says why to anyone else. */
export function staffOnly(refusalKey: MessageKey): MiddlewareFunction<Response> {
  return async (args, next) => {
    const staff = await requireStaff(args, refusalKey);
    args.context.set(staffContext, staff);
    return next();
  };
}

/** The member of staff the guard let through (in a loader or action below `staffOnly`). */
export function staffMember(context: Readonly<RouterContextProvider>): SessionUser {
  return context.get(staffContext);
}
