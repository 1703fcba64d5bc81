// Owns reading the posted New Item / Edit Item form: the text fields, each size's fields
// (`stock-<sizeId>`, `price-<sizeId>`), the pictures' bytes (`image`, several) and the edit form's
// choices about the pictures it has (`removePhoto`, several; `mainPhoto`), within the upload limit.
import type { MessageKey } from "../i18n/messages/en.ts";
import { readFormData, TooLarge } from "./bounded-form.server.ts";
import { formFields } from "./forms.server.ts";
import { httpRules } from "./rules/http.ts";

const perSizeField = /^(stock|price)-[0-9a-f-]{36}$/;

/** A picture as it was posted: the file's name (for messages) and its bytes. */
export interface PostedPicture {
  name: string;
  bytes: Buffer;
}

/** The picture fields as posted, unchecked (the catalogue's item form schema checks them). */
export interface PostedPictureFields {
  added: PostedPicture[];
  /** Keys of the item's pictures ticked `Remove photo N`. */
  remove: string[];
  /** The key chosen as `Main photo` (or `new`: the first picture added now); "" when none was posted. */
  main: string;
}

export type ItemPost =
  | {
      ok: true;
      fields: Record<string, string | undefined>;
      perSize: Record<string, string>;
      pictures: PostedPictureFields;
      /** The first picture's bytes: what the category form's one `Picture` field sent. */
      image: Buffer | null;
    }
  | { ok: false; reason: MessageKey };

export async function readItemPost(request: Request, names: readonly string[]): Promise<ItemPost> {
  let form: FormData;
  try {
    form = await readFormData(request, httpRules.itemFormBodyMaxBytes);
  } catch (error) {
    return {
      ok: false,
      reason:
        error instanceof TooLarge ? "items.error.imageTooLarge" : "items.error.formUnreadable",
    };
  }
  const added: PostedPicture[] = [];
  // A file input left empty still posts one nameless, empty file: that is no picture.
  for (const file of form.getAll("image"))
    if (file instanceof File && (file.size > 0 || file.name !== ""))
      added.push({ name: file.name, bytes: Buffer.from(await file.arrayBuffer()) });
  const texts = (name: string) =>
    form.getAll(name).filter((value): value is string => typeof value === "string");
  const perSize: Record<string, string> = {};
  for (const [name, value] of form)
    if (perSizeField.test(name) && typeof value === "string") perSize[name] = value;
  return {
    ok: true,
    fields: formFields(form, names),
    perSize,
    pictures: { added, remove: texts("removePhoto"), main: texts("mainPhoto")[0] ?? "" },
    image: added[0]?.bytes.length ? added[0].bytes : null,
  };
}
