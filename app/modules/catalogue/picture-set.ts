// Owns an item's set of pictures as staff change it (decision 0039): the pictures kept in their
// order, then those added now in the order chosen; the one chosen as main moves to the front. An
// item has from one to `itemRules.pictures.maxCount` pictures; the first is its `image_key`, the
// others its `more_image_keys`.
import type { Message } from "../../i18n/translate.ts";
import { firstAddedPicture } from "../../lib/images.ts";
import { itemRules } from "../../lib/rules/item.ts";

/** What the edit form says about the pictures the item has. */
export interface PictureChoice {
  /** Keys of the pictures to remove (a key the item no longer has is ignored: gone already). */
  remove: readonly string[];
  /** The key of the picture to show first, `new` for the first added now, "" to keep the order. */
  main: string;
}

export type PictureSet = { ok: true; keys: string[] } | { ok: false; message: Message };

/** Refuses a count of pictures an item cannot have; null when it can. */
export function pictureCountRefusal(count: number): Message | null {
  if (count === 0) return { key: "items.error.photoLastRemoved" };
  const max = itemRules.pictures.maxCount;
  if (count > max) return { key: "items.error.photosTooManyKept", values: { max, count } };
  return null;
}

/** The item's pictures after the change: the main one first. */
export function arrangePictures(
  current: readonly string[],
  choice: PictureChoice,
  added: readonly string[],
): PictureSet {
  const removed = new Set(choice.remove);
  const keys = [...current.filter((key) => !removed.has(key)), ...added];
  const refusal = pictureCountRefusal(keys.length);
  if (refusal) return { ok: false, message: refusal };
  // A main picture that is being removed (or was removed meanwhile) leaves the order as it is.
  const main = choice.main === firstAddedPicture ? added[0] : choice.main;
  const at = main ? keys.indexOf(main) : -1;
  if (at > 0) keys.unshift(...keys.splice(at, 1));
  return { ok: true, keys };
}

/** The keys in `before` that `after` no longer has: their files go once the change is committed. */
export function picturesDropped(before: readonly string[], after: readonly string[]): string[] {
  const kept = new Set(after);
  return before.filter((key) => !kept.has(key));
}
