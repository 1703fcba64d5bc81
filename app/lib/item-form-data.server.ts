// Owns reading the posted New Item / Edit Item form: the text fields and the picture's bytes,
// within the upload limit.
import { formFields } from "./forms.ts";
import { readFormData, TooLarge } from "./upload.server.ts";
import { maxUploadBytes } from "../modules/images/upload.server.ts";

/** Room for the text fields and the multipart framing around a picture of the largest size. */
const maxBodyBytes = maxUploadBytes + 64 * 1024;

export type ItemPost =
  | { ok: true; fields: Record<string, string | undefined>; image: Buffer | null }
  | { ok: false; message: string };

export async function readItemPost(request: Request): Promise<ItemPost> {
  let form: FormData;
  try {
    form = await readFormData(request, maxBodyBytes);
  } catch (error) {
    if (error instanceof TooLarge) return { ok: false, message: "The image is larger than 10 MB. Choose a smaller one." };
    return { ok: false, message: "The form could not be read. Please try again." };
  }
  const file = form.get("image");
  const image = file instanceof File && file.size > 0 ? Buffer.from(await file.arrayBuffer()) : null;
  return { ok: true, fields: formFields(form, ["name", "type", "price"]), image };
}
