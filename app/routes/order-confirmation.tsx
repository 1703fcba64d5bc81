// Order confirmation (seed-spec §2), signed-in only.
import { data } from "react-router";
import type { Route } from "./+types/order-confirmation";
import { requireUser } from "../modules/accounts/session.server.ts";

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  throw data(`Order not found: ${args.params.orderId}`, { status: 404 });
}

export default function OrderConfirmation() {
  return null;
}
