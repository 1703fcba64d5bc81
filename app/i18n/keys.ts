// Owns naming a message where only a string fits (a zod schema's refusal): the key is checked
// against the catalogue when the code is compiled, and turned into words when it is shown.
import type { MessageKey } from "./messages/en.ts";

export function msg(key: MessageKey): string {
  return key;
}
