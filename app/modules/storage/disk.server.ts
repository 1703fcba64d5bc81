// Owns keeping files on the shop's own disk (DATA_DIR/uploads), written whole or not at all.
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { isSafeKey, type FileStorage } from "./storage.server.ts";

export function diskStorage(root: string): FileStorage {
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
