// Both storage back ends keep the same promises: what is put can be read back, removal works by
// key and by item folder, and no key can reach outside the storage root.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3Storage } from "../../app/modules/storage/s3.server.ts";
import { diskStorage } from "../../app/modules/storage/disk.server.ts";
import type { FileStorage } from "../../app/modules/storage/storage.server.ts";
import { startS3, type TestS3 } from "../../tools/harness/s3.ts";

async function text(storage: FileStorage, key: string): Promise<string | null> {
  const file = await storage.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

const backends: [string, () => Promise<{ storage: FileStorage; close(): Promise<void> }>][] = [
  [
    "local disk",
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "shop-storage-"));
      return {
        storage: diskStorage(dir),
        close: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    "S3-compatible bucket",
    async () => {
      const s3: TestS3 = await startS3();
      return {
        storage: s3Storage({
          bucket: s3.bucket,
          endpoint: s3.endpoint,
          region: "us-east-1",
          accessKeyId: "S3RVER",
          secretAccessKey: "S3RVER",
        }),
        close: () => s3.close(),
      };
    },
  ],
];

describe.each(backends)("storage on %s", (_name, open) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(async () => {
    await close?.();
  });

  it("reads back what was put, with its size", async () => {
    await storage.put("images/item-1/abc-300.webp", Buffer.from("three hundred"));
    expect(await text(storage, "images/item-1/abc-300.webp")).toBe("three hundred");
    expect((await storage.read("images/item-1/abc-300.webp"))?.size).toBe(13);
    expect(await storage.read("images/item-1/missing-300.webp")).toBeNull();
  });

  it("takes writes of one key at once (two servers seeding one store), keeping one whole file", async () => {
    const bodies = Array.from({ length: 4 }, (_, n) => Buffer.from(`writer ${n} `.repeat(1000)));
    await Promise.all(bodies.map((body) => storage.put("images/hero/same-480.webp", body)));
    const kept = await text(storage, "images/hero/same-480.webp");
    expect(bodies.map(String)).toContain(kept);
  });

  it("removes files by key, and a whole item folder", async () => {
    await storage.put("images/item-2/a-300.webp", Buffer.from("a"));
    await storage.put("images/item-2/a-800.webp", Buffer.from("b"));
    await storage.put("images/item-3/c-300.webp", Buffer.from("c"));
    await storage.remove(["images/item-2/a-300.webp", "images/item-2/never-there.webp"]);
    expect(await storage.read("images/item-2/a-300.webp")).toBeNull();
    expect(await text(storage, "images/item-2/a-800.webp")).toBe("b");
    await storage.removePrefix("images/item-2/");
    expect(await storage.read("images/item-2/a-800.webp")).toBeNull();
    expect(await text(storage, "images/item-3/c-300.webp")).toBe("c");
  });

  it("refuses keys that would leave the storage root", async () => {
    for (const key of ["../outside.webp", "images/../../etc/passwd", "/etc/passwd"]) {
      await expect(storage.put(key, Buffer.from("x")), key).rejects.toThrow(/Unsafe storage key/);
      expect(await storage.read(key), key).toBeNull();
    }
  });
});
