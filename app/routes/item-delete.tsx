// Delete Item (shop staff): asks for confirmation on its own page (no JavaScript needed); deleting
// removes the item from every cart, while placed orders keep their copy.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/item-delete";
import { requireAdmin } from "../modules/accounts/session.server.ts";
import { deleteItem } from "../modules/catalogue/catalogue-admin.server.ts";
import { getItem } from "../modules/catalogue/catalogue.server.ts";
import { services } from "../services.server.ts";

const staffOnly = "Sorry, only shop staff can delete items.";
const notFound = "We could not find that item. It may have been removed.";

export const meta: Route.MetaFunction = () => [{ title: "Delete item | Duka Fashions" }];

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, staffOnly);
  const item = await getItem(services(args.context).db, args.params.id);
  if (!item) throw data(notFound, { status: 404 });
  return { item: { id: item.id, name: item.name } };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireAdmin(args, staffOnly);
  const { db, storage, log } = services(args.context);
  const deleted = await deleteItem(db, storage, log, args.params.id);
  if (!deleted) throw data(notFound, { status: 404 });
  log.info({ itemId: deleted.id, by: staff.id }, "item deleted");
  throw redirect(`/type/${encodeURIComponent(deleted.type.toLowerCase())}?deleted=${encodeURIComponent(deleted.name)}`);
}

export default function DeleteItem({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData;
  return (
    <section className="mx-auto max-w-md">
      <h1 className="text-2xl font-extrabold">Delete {item.name}?</h1>
      <p className="mt-3">
        It disappears from the shop and from every cart. Orders already placed keep it.
      </p>
      <div className="mt-6 flex gap-3">
        <Form method="post">
          <button type="submit" className="btn bg-red-800 hover:bg-red-900">Delete</button>
        </Form>
        <Link to={`/item/${item.id}`} className="btn-outline">Keep it</Link>
      </div>
    </section>
  );
}
