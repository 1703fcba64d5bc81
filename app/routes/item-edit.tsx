// Edit Item (shop staff): the New Item fields, the picture optional; saving goes back to the item.
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/item-edit";
import { ItemForm } from "../components/ItemForm.tsx";
import { fieldErrors } from "../lib/forms.ts";
import { readItemPost } from "../lib/item-form-data.server.ts";
import { requireAdmin } from "../modules/accounts/session.server.ts";
import { updateItem } from "../modules/catalogue/catalogue-admin.server.ts";
import { getItem } from "../modules/catalogue/catalogue.server.ts";
import { itemForm } from "../modules/catalogue/item-form.ts";
import { services } from "../services.server.ts";

const staffOnly = "Sorry, only shop staff can edit items.";
const notFound = "We could not find that item. It may have been removed.";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `Edit ${loaderData?.item.name ?? "item"} | Duka Fashions` }];

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, staffOnly);
  const item = await getItem(services(args.context).db, args.params.id);
  if (!item) throw data(notFound, { status: 404 });
  return { item: { id: item.id, name: item.name, type: item.type, price: (item.priceCents / 100).toFixed(2) } };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireAdmin(args, staffOnly);
  const { db, storage, log } = services(args.context);
  const post = await readItemPost(args.request);
  if (!post.ok) return data({ errors: { image: post.message } as Record<string, string>, values: {} }, { status: 413 });
  const parsed = itemForm.safeParse(post.fields);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), values: post.fields }, { status: 400 });
  const outcome = await updateItem(db, storage, log, args.params.id, parsed.data, post.image);
  if (!outcome.ok) {
    if (outcome.field === "item") throw data(notFound, { status: 404 });
    return data({ errors: { [outcome.field]: outcome.message } as Record<string, string>, values: post.fields }, { status: 400 });
  }
  log.info({ itemId: outcome.item.id, by: staff.id }, "item changed");
  throw redirect(`/item/${outcome.item.id}`);
}

export default function EditItem({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  return (
    <section>
      <h1 className="text-2xl font-extrabold">Edit Item</h1>
      <p className="mt-1">
        <Link to={`/item/${item.id}`} className="text-brand-700 underline">Back to {item.name}</Link>
      </p>
      <ItemForm values={actionData?.values ?? item} errors={actionData?.errors ?? {}} submitLabel="Save Changes" imageRequired={false} />
      <p className="mt-8">
        <Link to={`/item/${item.id}/delete`} className="font-semibold text-red-800 underline">
          Delete this item
        </Link>
      </p>
    </section>
  );
}
