// Cart (seed-spec §2), signed-in only.
import type { Route } from "./+types/cart";
import { requireUser } from "../modules/accounts/session.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Cart | Duka Fashions" }];

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return null;
}

export async function action(args: Route.ActionArgs) {
  await requireUser(args);
  return null;
}

export default function Cart() {
  return (
    <section>
      <h1 className="text-2xl font-extrabold">Your cart</h1>
      <p className="mt-4">Your cart is currently empty.</p>
    </section>
  );
}
