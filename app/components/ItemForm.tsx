// The New Item / Edit Item form (seed-spec §2 New Item): name, type (the six categories suggested),
// price in Ksh and image. The button is disabled while the upload runs.
import { Form, useNavigation } from "react-router";
import { categories } from "../lib/categories.ts";
import { Field, FormError } from "./Field.tsx";

export interface ItemFormValues {
  name?: string;
  type?: string;
  price?: string;
}

export function ItemForm({
  values,
  errors,
  submitLabel,
  imageRequired,
}: {
  values: ItemFormValues;
  errors: Record<string, string>;
  submitLabel: string;
  imageRequired: boolean;
}) {
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <Form method="post" encType="multipart/form-data" className="mt-6 max-w-lg space-y-4" noValidate>
      <FormError message={errors.form} />
      <Field label="Item Name" name="name" required maxLength={200} defaultValue={values.name} error={errors.name} />
      <Field
        label="Item Type"
        name="type"
        required
        maxLength={50}
        list="item-types"
        defaultValue={values.type}
        error={errors.type}
        hint="One of the shop's categories, or a new one."
      />
      <datalist id="item-types">
        {categories.map((category) => (
          <option key={category.type} value={category.type}>{category.label}</option>
        ))}
      </datalist>
      <Field
        label="Item Price"
        name="price"
        type="number"
        inputMode="decimal"
        min="0.01"
        max="10000000"
        step="0.01"
        required
        defaultValue={values.price}
        error={errors.price}
        hint="In Ksh, e.g. 1250 or 1250.50"
      />
      <Field
        label="Item Image"
        name="image"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        required={imageRequired}
        error={errors.image}
        hint={imageRequired ? "JPEG, PNG, WebP, AVIF or GIF, up to 10 MB." : "Leave empty to keep the current picture. JPEG, PNG, WebP, AVIF or GIF, up to 10 MB."}
      />
      <button type="submit" className="btn" disabled={uploading}>
        {uploading ? "Uploading..." : submitLabel}
      </button>
    </Form>
  );
}
