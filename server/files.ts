// Owns serving files: the build's hashed assets (immutable for a year, pre-compressed) and item
// images from storage (their names are never reused, so they are immutable too).
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import sirv from "sirv";
import type { Logger } from "../app/lib/logger.server.ts";
import type { FileStorage } from "../app/modules/storage/index.server.ts";

const yearImmutable = "public, max-age=31536000, immutable";

export function serveBuildAssets(clientDir: string) {
  return sirv(clientDir, {
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      res.setHeader(
        "Cache-Control",
        pathname.startsWith("/assets/") ? yearImmutable : "public, max-age=3600",
      );
    },
  });
}

const imageTypes: Record<string, string> = { ".webp": "image/webp" };

/** Answers GET /images/{itemId}/{file}; false when the path is not an image path. */
export async function serveImage(
  storage: FileStorage,
  pathname: string,
  req: IncomingMessage,
  res: ServerResponse,
  log: Logger,
): Promise<boolean> {
  if (!pathname.startsWith("/images/")) return false;
  const key = decodeURIComponentSafe(pathname.slice(1));
  const type = key && imageTypes[path.extname(key)];
  const file = key && type ? await storage.read(key) : null;
  if (!file || !type) {
    res.writeHead(404, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=60",
    });
    res.end("Not found");
    return true;
  }
  res.writeHead(200, {
    "Content-Type": type,
    "Content-Length": file.size,
    "Cache-Control": yearImmutable,
    "X-Content-Type-Options": "nosniff",
  });
  if (req.method === "HEAD") {
    file.body.destroy();
    res.end();
    return true;
  }
  // pipeline closes the file (or the storage's socket) whatever ends first: the last byte, a read
  // error, or a client that goes away; a read error cuts the answer, whose length then falls short.
  pipeline(file.body, res).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ERR_STREAM_PREMATURE_CLOSE")
      log.warn({ err: error, key }, "image stream failed");
  });
  return true;
}

function decodeURIComponentSafe(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
