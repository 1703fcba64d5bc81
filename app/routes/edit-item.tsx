// Edit Item (shop staff): the New Item fields, the item's pictures (each can be removed or made the
// main one; more can be added), the sizes with their stock and prices; saving goes back to the item.
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/edit-item";
import { ItemForm } from "../components/ItemForm.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { refusal } from "../i18n/refusal.ts";
import { useT } from "../i18n/translate.ts";
import type { FieldErrors } from "../lib/forms.server.ts";
import { readItemPost } from "../lib/item-form-data.server.ts";
import { categoryChoices } from "../lib/categories.ts";
import {
  checkItemPost,
  getItemWithSizes,
  itemFormFields,
  listCategories,
  parseSizeFields,
  updateItem,
} from "../modules/catalogue/index.server.ts";
import type { MessageKey } from "../i18n/messages/en.ts";
import { messagesFor, services } from "../services.server.ts";
import { staffMember, staffOnly } from "../staff.server.ts";
import { pictureForm } from "../lib/route-handle.ts";
import { quantityBreaksText } from "../lib/quantity-breaks.ts";
import { imageUrl } from "../lib/images.ts";

export const middleware: Route.MiddlewareFunction[] = [staffOnly("common.error.staffEditItems")];

export const handle = pictureForm;

const asKsh = (cents: number) => (cents / 100).toFixed(2);

export async function loader(args: Route.LoaderArgs) {
  const { db, lang } = services(args.context);
  const found = await getItemWithSizes(db, args.params.id);
  if (!found) throw refusal(404, "common.error.itemNotFound");
  const { item, sizes } = found;
  return {
    categories: categoryChoices(await listCategories(db), lang),
    item: {
      id: item.id,
      name: item.name,
      nameSw: item.nameSw ?? "",
      description: item.description ?? "",
      descriptionSw: item.descriptionSw ?? "",
      type: item.type,
      price: asKsh(item.priceCents),
      sizes: sizes.map((size) => size.label).join(", "),
      stock: sizes.length === 0 && item.stock !== null ? String(item.stock) : "",
      lowStockAt: String(item.lowStockAt),
      wholesalePrices: quantityBreaksText(item.wholesaleBreaks),
      packSize: item.packSize === null ? "" : String(item.packSize),
    },
    /** Every picture, the main one first: each with `Remove photo N` and a choice as `Main photo`. */
    pictures: [item.imageKey, ...item.moreImageKeys].map((key) => ({
      key,
      url: imageUrl(key, "thumb"),
    })),
    sizes: sizes.map((size) => ({
      id: size.id,
      label: size.label,
      stock: size.stock === null ? "" : String(size.stock),
      price: size.priceCents === null ? "" : asKsh(size.priceCents),
    })),
    messages: messagesFor(args.context, "items", "wholesale"),
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = staffMember(args.context);
  const { db, storage, log } = services(args.context);
  const post = await readItemPost(args.request, itemFormFields);
  if (!post.ok) return unreadable(post.reason);
  const found = await getItemWithSizes(db, args.params.id);
  if (!found) throw refusal(404, "common.error.itemNotFound");
  const { item, pictures, errors } = checkItemPost(post.fields, post.pictures);
  const sizeFields = parseSizeFields(
    post.perSize,
    found.sizes.map((size) => size.id),
  );
  for (const [field, key] of sizeFields.refusals) errors[field] = { key: key as MessageKey };
  // A refused form comes back as it was sent: the text, the sizes' fields, the pictures' choices.
  const refused = (errors: FieldErrors) =>
    data(
      {
        errors,
        values: post.fields,
        perSize: post.perSize,
        pictureChoice: { remove: post.pictures.remove, main: post.pictures.main },
      },
      { status: 400 },
    );
  if (!item.success || !pictures.success || sizeFields.refusals.size > 0) return refused(errors);
  const outcome = await updateItem(
    db,
    storage,
    log,
    args.params.id,
    item.data,
    {
      added: pictures.data.image,
      remove: pictures.data.removePhoto,
      main: pictures.data.mainPhoto,
    },
    { sizeFields, staffId: staff.id },
  );
  if (!outcome.ok) {
    if (outcome.field === "item") throw refusal(404, "common.error.itemNotFound");
    return refused({ [outcome.field]: outcome.message } as FieldErrors);
  }
  log.info({ itemId: outcome.item.id, by: staff.id }, "item changed");
  throw redirect(`/item/${outcome.item.id}`);
}

/** A post too large to read, or no form: refused under the pictures, nothing to show again. */
function unreadable(reason: MessageKey) {
  return data(
    {
      errors: { image: { key: reason } } as FieldErrors,
      values: {},
      perSize: {} as Record<string, string>,
      pictureChoice: null,
    },
    { status: 413 },
  );
}

export default function EditItem({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { item } = loaderData;
  // A refused form shows what was typed, the sizes' fields included.
  const posted = actionData?.perSize;
  const sizes = loaderData.sizes.map((size) => ({
    ...size,
    stock: posted?.[`stock-${size.id}`] ?? size.stock,
    price: posted?.[`price-${size.id}`] ?? size.price,
  }));
  return (
    <section>
      <PageTitle page={t("items.edit.title", { name: item.name })} />
      <h1 className="text-2xl font-extrabold">{t("items.edit.heading")}</h1>
      <p className="mt-1">
        <Link to={`/item/${item.id}`} className="text-brand-700 underline">
          {t("items.edit.back", { name: item.name })}
        </Link>
      </p>
      <ItemForm
        values={actionData?.values ?? item}
        errors={actionData?.errors ?? {}}
        submitLabel={t("items.edit.submit")}
        editing
        categories={loaderData.categories}
        sizes={sizes}
        pictures={{
          itemName: item.name,
          current: loaderData.pictures,
          choice: actionData?.pictureChoice ?? null,
        }}
      />
      <p className="mt-8">
        <Link to={`/item/${item.id}/delete`} className="font-semibold text-red-800 underline">
          {t("items.edit.deleteLink")}
        </Link>
      </p>
    </section>
  );
}
