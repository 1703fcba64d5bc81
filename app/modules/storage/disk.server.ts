// Owns keeping files on the shop's own disk (DATA_DIR/uploads), written whole or not at all.
import { randomUUID } from "node:crypto";
import { mkdir, open, rename, rm, writeFile } from "node:fs/promises";
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
      // Write then rename, so that a reader never sees half a file. Each write has a partial file of
      // its own: two writers of one key (two servers seeding one bucket, even in one process) must
      // not rename each other's away; the last rename wins, with whole content either way.
      const partial = `${file}.${randomUUID()}.partial`;
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
      // Opened before it is measured, so a file removed in between is "no such file", never a
      // stream that fails later; the stream closes the descriptor when it ends or is destroyed.
      const handle = await open(file, "r").catch(() => null);
      if (!handle) return null;
      try {
        const info = await handle.stat();
        if (!info.isFile()) throw new Error("not a file");
        return { body: handle.createReadStream(), size: info.size };
      } catch {
        await handle.close();
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
