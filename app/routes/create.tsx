// New Item (seed-spec §2), for shop staff only: customers get a 403 page, signed-out visitors go
// to /auth first. After success the form is empty again and links to the new item.
import { data, Link } from "react-router";
import type { Route } from "./+types/create";
import { ItemForm } from "../components/ItemForm.tsx";
import { FormSuccess } from "../components/Field.tsx";
import { fieldErrors } from "../lib/forms.ts";
import { readItemPost } from "../lib/item-form-data.server.ts";
import { useAnswerCount } from "../lib/use-answer-count.ts";
import { requireAdmin } from "../modules/accounts/session.server.ts";
import { createItem } from "../modules/catalogue/catalogue-admin.server.ts";
import { itemForm } from "../modules/catalogue/item-form.ts";
import { services } from "../services.server.ts";

export const staffOnlyMessage = "Sorry, only shop staff can add items.";

export const meta: Route.MetaFunction = () => [{ title: "New Item | Duka Fashions" }];

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, staffOnlyMessage);
  return null;
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireAdmin(args, staffOnlyMessage);
  const { db, storage, log } = services(args.context);
  const post = await readItemPost(args.request);
  if (!post.ok) return data({ created: null, errors: { image: post.message } as Record<string, string>, values: {} }, { status: 413 });
  const parsed = itemForm.safeParse(post.fields);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (!post.image) errors.image = "Choose an image for the item.";
  if (!parsed.success || !post.image) return data({ created: null, errors, values: post.fields }, { status: 400 });
  const outcome = await createItem(db, storage, log, parsed.data, post.image, staff.id);
  if (!outcome.ok) return data({ created: null, errors: { [outcome.field]: outcome.message }, values: post.fields }, { status: 400 });
  log.info({ itemId: outcome.item.id, by: staff.id }, "item added");
  return { created: { id: outcome.item.id, name: outcome.item.name }, errors: {} as Record<string, string>, values: {} };
}

export default function Create({ actionData }: Route.ComponentProps) {
  // A new key after each success empties every field, the file included.
  const answers = useAnswerCount(actionData?.created ? actionData : null);
  return (
    <section>
      <h1 className="text-2xl font-extrabold">New Item</h1>
      {actionData?.created ? (
        <div className="mt-4">
          <FormSuccess>
            Item added.{" "}
            <Link to={`/item/${actionData.created.id}`} className="font-semibold underline">
              View {actionData.created.name}
            </Link>
          </FormSuccess>
        </div>
      ) : null}
      <ItemForm
        key={answers}
        values={actionData?.values ?? {}}
        errors={actionData?.errors ?? {}}
        submitLabel="Add Item"
        imageRequired
      />
    </section>
  );
}
