// Owns what the shop needs of a place for files (item images): one interface, kept on local disk or
// in an S3-compatible bucket shared by several app servers, and the rule for safe keys.
import type { Readable } from "node:stream";

export interface StoredFile {
  body: Readable;
  size: number;
}

export interface FileStorage {
  put(key: string, body: Buffer): Promise<void>;
  /** null when no such file. */
  read(key: string): Promise<StoredFile | null>;
  /** Removes these files (missing ones are no error). */
  remove(keys: string[]): Promise<void>;
  /** Removes every file under the folder-shaped prefix (`images/{itemId}/`). */
  removePrefix(prefix: string): Promise<void>;
}

/** Keys are slash-separated names of letters, digits, dots, dashes and underscores: never a way out of the root. */
export function isSafeKey(key: string): boolean {
  return /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*$/.test(key) && !key.includes("..");
}
