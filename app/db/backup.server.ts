// Owns taking a backup of the embedded database while the shop runs, without holding it in memory:
// between two transactions (after a checkpoint) the database directory is copied beside itself —
// the only time other queries wait — and the copy is then streamed as a gzipped tar (the format
// PGlite's own dump uses, so `npm run admin -- restore` reads either), and removed at the end.
import { createReadStream } from "node:fs";
import { cp, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline, Readable } from "node:stream";
import { createGzip } from "node:zlib";

const block = 512;

/** One ustar header: a regular file ("0") or a directory ("5"). */
function tarHeader(name: string, size: number, type: "0" | "5", mtimeMs: number): Buffer {
  if (Buffer.byteLength(name) > 99)
    throw new Error(`a path in the database directory is too long for a tar header: ${name}`);
  const header = Buffer.alloc(block);
  const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, "0")}\0`;
  header.write(name, 0, "utf8");
  header.write(octal(type === "5" ? 0o700 : 0o600, 8), 100, "ascii");
  header.write(octal(0, 8), 108, "ascii");
  header.write(octal(0, 8), 116, "ascii");
  header.write(octal(size, 12), 124, "ascii");
  header.write(octal(Math.floor(mtimeMs / 1000), 12), 136, "ascii");
  header.write("        ", 148, "ascii");
  header.write(type, 156, "ascii");
  header.write("ustar\u000000", 257, "ascii");
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return header;
}

/** The directory's entries, parents before children, as a tar stream (files read in chunks). */
async function* tarOf(root: string, relative = ""): AsyncGenerator<Buffer> {
  const entries = (await readdir(path.join(root, relative), { withFileTypes: true })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  for (const entry of entries) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    const full = path.join(root, name);
    const info = await stat(full);
    if (entry.isDirectory()) {
      yield tarHeader(name, 0, "5", info.mtimeMs);
      yield* tarOf(root, name);
    } else if (entry.isFile()) {
      yield tarHeader(name, info.size, "0", info.mtimeMs);
      let written = 0;
      for await (const chunk of createReadStream(full)) {
        written += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      if (written !== info.size) throw new Error(`${name} changed while it was read`);
      if (info.size % block) yield Buffer.alloc(block - (info.size % block));
    }
  }
  if (!relative) yield Buffer.alloc(2 * block);
}

/**
 * Copies `dbDir` while `exclusive` holds the database (no transaction half-way through), then
 * streams the copy as .tar.gz; the copy is removed when the stream ends, fails or is abandoned.
 */
export async function streamedBackup(
  dbDir: string,
  exclusive: (copy: () => Promise<void>) => Promise<void>,
): Promise<Readable> {
  const staging = await mkdtemp(`${dbDir}.backup-`);
  const snapshot = path.join(staging, "db");
  try {
    await exclusive(() => cp(dbDir, snapshot, { recursive: true }));
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  // pipeline destroys both when either fails or the reader goes away; then the copy is removed.
  const gzip = pipeline(Readable.from(tarOf(snapshot)), createGzip(), () => {
    void rm(staging, { recursive: true, force: true });
  });
  return gzip;
}
