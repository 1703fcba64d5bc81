// Owns checking a posted New Item / Edit Item form by the item form's rules: the text fields and
// the pictures at once, so the page shows every refusal of one post together, field by field.
import { fieldErrors, type FieldErrors } from "../../lib/forms.server.ts";
import type { PostedPictureFields } from "../../lib/item-form-data.server.ts";
import { itemForm, pictureFields } from "./item-form.ts";

/** The item's fields and its pictures as checked (each a zod result), and the refusals of both. */
export function checkItemPost(
  fields: Record<string, string | undefined>,
  pictures: PostedPictureFields,
) {
  const item = itemForm.safeParse(fields);
  const chosen = pictureFields.safeParse({
    image: pictures.added,
    removePhoto: pictures.remove,
    mainPhoto: pictures.main,
  });
  const errors: FieldErrors = {
    ...(item.success ? {} : fieldErrors(item.error)),
    ...(chosen.success ? {} : fieldErrors(chosen.error)),
  };
  return { item, pictures: chosen, errors };
}
