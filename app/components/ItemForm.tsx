// The New Item / Edit Item form: name, type (a choice among the shop's categories), price in Ksh and
// pictures (several at once; on the edit form each picture the item has, with `Remove photo N`, a
// `Main photo` choice and `Add photos`: decision 0039); then sizes and stock (on the edit form one
// stock field, and price field, per size, and why the stock changed). The button is disabled while
// the upload runs.
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useT, type Message } from "../i18n/translate.ts";
import { firstAddedPicture } from "../lib/images.ts";
import { itemRules, stockChangeReasons } from "../lib/rules/item.ts";
import { boundFields, SelectField, TextAreaField, TextField, wholeNumber } from "./ui/fields.tsx";
import { FormError } from "./ui/notices.tsx";
import { WholesaleTermsFields } from "./WholesaleTermsFields.tsx";

export interface ItemFormValues {
  name?: string;
  nameSw?: string;
  description?: string;
  descriptionSw?: string;
  type?: string;
  price?: string;
  sizes?: string;
  stock?: string;
  lowStockAt?: string;
  stockReason?: string;
  wholesalePrices?: string;
  packSize?: string;
}

/** A category to choose as the item's type: its route, and its name in the page's language. */
export interface CategoryChoice {
  route: string;
  name: string;
}

/** A size on the edit form, with its stock and own price (both as typed or stored). */
export interface SizeFieldValues {
  id: string;
  label: string;
  stock: string;
  price: string;
}

/** The edit form's pictures: those the item has (main first), and the choices a refused form posted. */
export interface EditedPictures {
  itemName: string;
  current: readonly { key: string; url: string }[];
  choice: { remove: readonly string[]; main: string } | null;
}

/** Why the chosen files cannot be sent (checked in the browser before the upload), or null. */
function chosenFilesRefusal(files: FileList | null): Message | null {
  const chosen = [...(files ?? [])];
  const max = itemRules.pictures.maxCount;
  if (chosen.length > max)
    return { key: "items.error.photosTooMany", values: { max, count: chosen.length } };
  // A picture over the limit is refused here, before its upload: the server refuses a body too
  // large (413) without reading it, so the form could not keep what was typed.
  const tooLarge = chosen.find((file) => file.size > itemRules.image.maxBytes);
  if (tooLarge)
    return {
      key: "items.error.photo.imageTooLarge",
      values: { file: tooLarge.name.slice(0, itemRules.pictures.fileNameShown) },
    };
  return null;
}

export function ItemForm({
  values,
  errors,
  submitLabel,
  editing,
  categories,
  sizes = [],
  pictures,
}: {
  values: ItemFormValues;
  errors: Record<string, Message>;
  submitLabel: string;
  /** The edit form: the picture is optional, and each existing size gets its own fields. */
  editing: boolean;
  categories: readonly CategoryChoice[];
  sizes?: readonly SizeFieldValues[];
  pictures?: EditedPictures;
}) {
  const t = useT();
  const navigation = useNavigation();
  const uploading =
    navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const stockNumber = wholeNumber(itemRules.stock);
  const [filesRefusal, setFilesRefusal] = useState<Message | null>(null);
  const field = boundFields(values, errors);
  // The optional Kiswahili version of a text: marked as Kiswahili, and said to be optional.
  const inKiswahili = { lang: "sw", hint: t("items.field.swHint") };
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-6 max-w-lg space-y-4"
      noValidate
      onSubmit={(event) => {
        if (filesRefusal) event.preventDefault();
      }}
    >
      <FormError message={errors.form} />
      <TextField
        label={t("items.field.name")}
        {...field("name")}
        required
        maxLength={itemRules.name.maxLength}
      />
      <TextField
        label={t("items.field.nameSw")}
        {...field("nameSw")}
        {...inKiswahili}
        maxLength={itemRules.name.maxLength}
      />
      <TextAreaField
        label={t("items.field.description")}
        {...field("description")}
        rows={5}
        maxLength={itemRules.description.maxLength}
        hint={t("items.field.descriptionHint")}
      />
      <TextAreaField
        label={t("items.field.descriptionSw")}
        {...field("descriptionSw")}
        {...inKiswahili}
        rows={5}
        maxLength={itemRules.description.maxLength}
      />
      <SelectField
        label={t("items.field.type")}
        name="type"
        required
        defaultValue={values.type?.toLowerCase() ?? ""}
        error={errors.type}
        hint={t("items.field.typeHint")}
        options={[
          // No category is chosen for the staff member: a new item starts with none picked.
          { value: "", label: t("items.field.typeChoose") },
          ...categories.map((category) => ({ value: category.route, label: category.name })),
        ]}
      />
      <TextField
        label={t("items.field.price")}
        name="price"
        type="number"
        inputMode="decimal"
        min={(itemRules.priceCents.min / 100).toFixed(2)}
        max={String(itemRules.priceCents.max / 100)}
        step="0.01"
        required
        defaultValue={values.price}
        error={errors.price}
        hint={t("items.field.priceHint")}
      />
      {pictures ? <CurrentPictures pictures={pictures} /> : null}
      <TextField
        label={pictures ? t("items.field.addPhotos") : t("items.field.image")}
        name="image"
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        required={!editing}
        onChange={(event) => setFilesRefusal(chosenFilesRefusal(event.currentTarget.files))}
        error={filesRefusal ?? errors.image}
        hint={[
          editing
            ? t("items.field.addPhotosHint", { max: itemRules.pictures.maxCount })
            : t("items.field.imageHintNew", { max: itemRules.pictures.maxCount }),
          // A browser never fills a file field in again: after a refusal the files are chosen anew.
          errors.image || Object.keys(errors).length > 0 ? t("items.field.chooseAgain") : "",
        ]
          .filter(Boolean)
          .join(" ")}
      />
      <TextField
        label={t("items.field.sizes")}
        name="sizes"
        defaultValue={values.sizes}
        error={errors.sizes}
        hint={t("items.field.sizesHint")}
      />
      <TextField
        label={t("items.field.stock")}
        name="stock"
        {...stockNumber}
        defaultValue={values.stock}
        error={errors.stock}
        hint={editing ? t("items.field.stockHintEdit") : t("items.field.stockHintNew")}
      />
      {sizes.map((size) => (
        <div key={size.id} className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t("items.field.stockFor", { size: size.label })}
            name={`stock-${size.id}`}
            {...stockNumber}
            defaultValue={size.stock}
            error={errors[`stock-${size.id}`]}
          />
          <TextField
            label={t("items.field.priceFor", { size: size.label })}
            name={`price-${size.id}`}
            type="number"
            inputMode="decimal"
            step="0.01"
            defaultValue={size.price}
            error={errors[`price-${size.id}`]}
            hint={t("items.field.priceForHint")}
          />
        </div>
      ))}
      <TextField
        label={t("items.field.lowStockAt")}
        name="lowStockAt"
        {...wholeNumber(itemRules.lowStockAt)}
        defaultValue={values.lowStockAt ?? String(itemRules.lowStockAt.default)}
        error={errors.lowStockAt}
        hint={t("items.field.lowStockAtHint")}
      />
      <WholesaleTermsFields values={values} errors={errors} />
      {editing ? (
        <SelectField
          label={t("items.field.stockReason")}
          name="stockReason"
          defaultValue={values.stockReason ?? "counted"}
          error={errors.stockReason}
          options={stockChangeReasons.map((reason) => ({
            value: reason,
            label: t(`items.stockReason.${reason}`),
          }))}
        />
      ) : null}
      <button type="submit" className="btn" disabled={uploading}>
        {uploading ? t("items.uploading") : submitLabel}
      </button>
    </Form>
  );
}

/** The item's pictures on the edit form: each with `Remove photo N`, then the `Main photo` choice. */
function CurrentPictures({ pictures }: { pictures: EditedPictures }) {
  const t = useT();
  const { current, choice, itemName } = pictures;
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{t("items.field.photos")}</legend>
      <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {current.map((picture, index) => {
          const n = index + 1;
          return (
            <li key={picture.key} className="text-sm">
              <img
                src={picture.url}
                alt={t("items.field.photoAlt", { name: itemName, n })}
                width={300}
                height={300}
                loading="lazy"
                className="aspect-square w-full rounded-md border border-stone-200 object-cover"
              />
              <p className="mt-1 font-semibold">
                {index === 0 ? t("items.field.photoMain", { n }) : t("items.field.photo", { n })}
              </p>
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  name="removePhoto"
                  value={picture.key}
                  defaultChecked={choice?.remove.includes(picture.key)}
                  className="size-5"
                />
                {t("items.field.removePhoto", { n })}
              </label>
            </li>
          );
        })}
      </ul>
      <div className="mt-3">
        <SelectField
          label={t("items.field.mainPhoto")}
          name="mainPhoto"
          defaultValue={choice?.main || current[0]?.key}
          hint={t("items.field.mainPhotoHint")}
          options={[
            ...current.map((picture, index) => ({
              value: picture.key,
              label: t("items.field.photo", { n: index + 1 }),
            })),
            { value: firstAddedPicture, label: t("items.field.mainPhotoNew") },
          ]}
        />
      </div>
    </fieldset>
  );
}
