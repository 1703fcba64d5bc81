// Checkout (seed-spec §2), signed-in only; with an empty cart the shopper is sent to /cart.
import { redirect } from "react-router";
import type { Route } from "./+types/checkout";
import { requireUser } from "../modules/accounts/session.server.ts";

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  throw redirect("/cart");
}

export async function action(args: Route.ActionArgs) {
  await requireUser(args);
  throw redirect("/cart");
}

export default function Checkout() {
  return null;
}
