// /admin: the staff's way in; the orders desk is the first desk.
import { redirect } from "react-router";
import type { Route } from "./+types/admin";
import { requireAdmin } from "../modules/accounts/session.server.ts";

export const staffDeskRefusal = "Sorry, only shop staff can use the shop's desks.";

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, staffDeskRefusal);
  return redirect("/admin/orders");
}

/** Never shown (the loader redirects or refuses), but it makes a refusal render as the shop's 403 page. */
export default function Admin() {
  return null;
}
