// Owns reading the posted New Item / Edit Item form: the text fields, each size's fields
// (`stock-<sizeId>`, `price-<sizeId>`) and the picture's bytes, within the upload limit.
import type { MessageKey } from "../i18n/messages/en.ts";
import { readFormData, TooLarge } from "./bounded-form.server.ts";
import { formFields } from "./forms.server.ts";
import { itemRules } from "./rules/item.ts";

/** Room for the text fields and the multipart framing around a picture of the largest size. */
const maxBodyBytes = itemRules.image.maxBytes + 64 * 1024;

const perSizeField = /^(stock|price)-[0-9a-f-]{36}$/;

export type ItemPost =
  | {
      ok: true;
      fields: Record<string, string | undefined>;
      perSize: Record<string, string>;
      image: Buffer | null;
    }
  | { ok: false; reason: MessageKey };

export async function readItemPost(request: Request, names: readonly string[]): Promise<ItemPost> {
  let form: FormData;
  try {
    form = await readFormData(request, maxBodyBytes);
  } catch (error) {
    return {
      ok: false,
      reason:
        error instanceof TooLarge ? "items.error.imageTooLarge" : "items.error.formUnreadable",
    };
  }
  const file = form.get("image");
  const image =
    file instanceof File && file.size > 0 ? Buffer.from(await file.arrayBuffer()) : null;
  const perSize: Record<string, string> = {};
  for (const [name, value] of form)
    if (perSizeField.test(name) && typeof value === "string") perSize[name] = value;
  return { ok: true, fields: formFields(form, names), perSize, image };
}
