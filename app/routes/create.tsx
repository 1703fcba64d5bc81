// New Item (seed-spec §2), for shop staff only: customers get a 403 page, signed-out visitors go
// to /auth first. The form itself comes with the catalogue-editing work.
import type { Route } from "./+types/create";
import { requireAdmin } from "../modules/accounts/session.server.ts";

export const staffOnlyMessage = "Sorry, only shop staff can add items.";

export const meta: Route.MetaFunction = () => [{ title: "New Item | Duka Fashions" }];

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, staffOnlyMessage);
  return null;
}

export async function action(args: Route.ActionArgs) {
  await requireAdmin(args, staffOnlyMessage);
  return new Response("Adding items is not available yet.", { status: 501 });
}

export default function Create() {
  return (
    <section>
      <h1 className="text-2xl font-extrabold">New Item</h1>
      <p className="mt-4">Adding items from this page is not available yet.</p>
    </section>
  );
}
