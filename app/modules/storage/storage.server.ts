// Owns where files (item images) live. One interface, so the shop can keep them on local disk or,
// later, in an S3-compatible bucket shared by several app servers.
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
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

export function localStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, ...key.split("/"));
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so that a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      try {
        await writeFile(partial, body);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(key) {
      if (!isSafeKey(key)) return null;
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async removePrefix(prefix) {
      // Keys are folder-shaped (images/{itemId}/...), so a prefix that names a folder removes it whole.
      const target = fileOf(prefix.replace(/\/$/, ""));
      await rm(target, { recursive: true, force: true });
    },
  };
}
