// The New Item / Edit Item form: name, type (a choice among the shop's categories),
// price in Ksh and image; then sizes and stock (on the edit form one stock field, and price field,
// per size, and why the stock changed). The button is disabled while the upload runs.
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useT, type Message } from "../i18n/translate.ts";
import { itemRules, stockChangeReasons } from "../lib/rules/item.ts";
import { SelectField, TextAreaField, TextField, wholeNumber } from "./ui/fields.tsx";
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

export function ItemForm({
  values,
  errors,
  submitLabel,
  editing,
  categories,
  sizes = [],
}: {
  values: ItemFormValues;
  errors: Record<string, Message>;
  submitLabel: string;
  /** The edit form: the picture is optional, and each existing size gets its own fields. */
  editing: boolean;
  categories: readonly CategoryChoice[];
  sizes?: readonly SizeFieldValues[];
}) {
  const t = useT();
  const navigation = useNavigation();
  const uploading =
    navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const stockNumber = wholeNumber(itemRules.stock);
  // A picture over the limit is refused here, before its upload: the server refuses its body (413)
  // without reading it, so the form could not keep what was typed.
  const [imageTooLarge, setImageTooLarge] = useState(false);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-6 max-w-lg space-y-4"
      noValidate
      onSubmit={(event) => {
        if (imageTooLarge) event.preventDefault();
      }}
    >
      <FormError message={errors.form} />
      <TextField
        label={t("items.field.name")}
        name="name"
        required
        maxLength={itemRules.name.maxLength}
        defaultValue={values.name}
        error={errors.name}
      />
      <TextField
        label={t("items.field.nameSw")}
        name="nameSw"
        lang="sw"
        maxLength={itemRules.name.maxLength}
        defaultValue={values.nameSw}
        error={errors.nameSw}
        hint={t("items.field.swHint")}
      />
      <TextAreaField
        label={t("items.field.description")}
        name="description"
        rows={5}
        maxLength={itemRules.description.maxLength}
        defaultValue={values.description}
        error={errors.description}
        hint={t("items.field.descriptionHint")}
      />
      <TextAreaField
        label={t("items.field.descriptionSw")}
        name="descriptionSw"
        lang="sw"
        rows={5}
        maxLength={itemRules.description.maxLength}
        defaultValue={values.descriptionSw}
        error={errors.descriptionSw}
        hint={t("items.field.swHint")}
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
      <TextField
        label={t("items.field.image")}
        name="image"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        required={!editing}
        onChange={(event) =>
          setImageTooLarge((event.currentTarget.files?.[0]?.size ?? 0) > itemRules.image.maxBytes)
        }
        error={imageTooLarge ? { key: "items.error.imageTooLarge" } : errors.image}
        hint={editing ? t("items.field.imageHintEdit") : t("items.field.imageHintNew")}
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
