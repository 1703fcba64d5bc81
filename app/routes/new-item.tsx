// New Item, for shop staff only: customers get a 403 page, signed-out visitors go
// to /auth first. After success the form is empty again and links to the new item.
import { data, Link } from "react-router";
import type { Route } from "./+types/new-item";
import { ItemForm } from "../components/ItemForm.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { FormSuccess } from "../components/ui/notices.tsx";
import { useT } from "../i18n/translate.ts";
import type { MessageKey } from "../i18n/messages/en.ts";
import type { FieldErrors } from "../lib/forms.server.ts";
import { readItemPost } from "../lib/item-form-data.server.ts";
import { useAnswerCount } from "../lib/use-answer-count.ts";
import { staffMember, staffOnly } from "../staff.server.ts";
import { categoryChoices } from "../lib/categories.ts";
import {
  checkItemPost,
  createItem,
  itemFormFields,
  listCategories,
} from "../modules/catalogue/index.server.ts";
import { messagesFor, services } from "../services.server.ts";
import { pictureForm } from "../lib/route-handle.ts";

export const middleware: Route.MiddlewareFunction[] = [staffOnly("common.error.staffAddItems")];

export const handle = pictureForm;

export async function loader(args: Route.LoaderArgs) {
  const { db, lang } = services(args.context);
  return {
    categories: categoryChoices(await listCategories(db), lang),
    messages: messagesFor(args.context, "items", "desk", "wholesale"),
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = staffMember(args.context);
  const { db, storage, log } = services(args.context);
  const post = await readItemPost(args.request, itemFormFields);
  if (!post.ok) return unreadable(post.reason);
  // A new item has no pictures yet to remove or make the main one: such fields are not read.
  const { item, pictures, errors } = checkItemPost(post.fields, {
    added: post.pictures.added,
    remove: [],
    main: "",
  });
  if (post.pictures.added.length === 0) errors.image = { key: "items.error.imageRequired" };
  if (!item.success || !pictures.success || errors.image)
    return data({ created: null, errors, values: post.fields }, { status: 400 });
  const outcome = await createItem(db, storage, log, item.data, pictures.data.image, staff.id);
  if (!outcome.ok)
    return data(
      {
        created: null,
        errors: { [outcome.field]: outcome.message } as FieldErrors,
        values: post.fields,
      },
      { status: 400 },
    );
  log.info({ itemId: outcome.item.id, by: staff.id }, "item added");
  return {
    created: { id: outcome.item.id, name: outcome.item.name },
    errors: {} as FieldErrors,
    values: {},
  };
}

/** A post too large to read, or no form: refused under the pictures, nothing to show again. */
function unreadable(reason: MessageKey) {
  return data(
    { created: null, errors: { image: { key: reason } } as FieldErrors, values: {} },
    { status: 413 },
  );
}

export default function Create({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  // A new key after each success empties every field, the file included.
  const answers = useAnswerCount(actionData?.created ? actionData : null);
  return (
    <section>
      <PageTitle page={t("items.create.title")} />
      <h1 className="text-2xl font-extrabold">{t("items.create.title")}</h1>
      {actionData?.created ? (
        <div className="mt-4">
          <FormSuccess>
            {t("items.create.added")}{" "}
            <Link to={`/item/${actionData.created.id}`} className="font-semibold underline">
              {t("items.create.view", { name: actionData.created.name })}
            </Link>
          </FormSuccess>
        </div>
      ) : null}
      <ItemForm
        key={answers}
        values={actionData?.values ?? {}}
        errors={actionData?.errors ?? {}}
        submitLabel={t("items.create.submit")}
        editing={false}
        categories={loaderData.categories}
      />
    </section>
  );
}
