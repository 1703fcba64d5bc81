// /admin: the staff's way in; the orders desk is the first desk.
import { redirect } from "react-router";
import type { Route } from "./+types/admin";
import { requireAdmin } from "../session.server.ts";

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, "common.error.staffDesks");
  return redirect("/admin/orders");
}

/** Never shown (the loader redirects or refuses), but it makes a refusal render as the shop's 403 page. */
export default function Admin() {
  return null;
}
