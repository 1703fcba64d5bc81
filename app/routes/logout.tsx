// Logout: a POST (the nav's Logout button) ends the session on the server and goes to /.
import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOut } from "../modules/accounts/index.server.ts";
import { services } from "../services.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const headers = new Headers();
  for (const cookie of await signOut(services(context).auth, request.headers))
    headers.append("Set-Cookie", cookie);
  throw redirect("/", { headers });
}

/** Signing out never happens on GET (a link or a prefetch must not end a session). */
export function loader() {
  throw redirect("/");
}
