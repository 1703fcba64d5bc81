// Owns one kept page: its bodies per encoding (made cheaply on a miss, better later, off the main
// thread, once the page proves popular), and for each body the finished list of response headers, so
// that a hit writes bytes made in advance and builds nothing per request.
//
// The Content-Security-Policy stays strict without a per-request nonce: when a page is kept, the
// hashes of its inline scripts replace the nonce in its policy, so a kept copy runs exactly the
// scripts it was rendered with and nothing an attacker could add.
import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { contentSecurityPolicyWithHashes } from "./security-headers.ts";

export type Encoding = "br" | "gzip" | "identity";

/**
 * Compression levels. A miss is answered at once at a low level: brotli 4 costs 0.1–0.6 ms of the
 * only thread for the 13–17 KB category and landing pages where 11 costs 95–110 ms on a loaded
 * machine (2026-11-26), for 15–20 % fewer bytes. A page asked for again is recompressed at the best
 * level in zlib's thread pool, and its hits get those bytes.
 */
const quick = { br: 4, gzip: 6 } as const;
const best = { br: 11, gzip: 9 } as const;

function options(encoding: "br" | "gzip", level: number): zlib.ZlibOptions & zlib.BrotliOptions {
  return encoding === "br"
    ? {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: level,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }
    : { level };
}

/** The header at this index of every ready list is the request's id, written in per answer. */
export const requestIdSlot = 1;

export interface Entry {
  status: number;
  etag: string;
  /** The page's own headers (policy with hashes, type, ETag, cache-control), without length or Vary. */
  headers: [string, string][];
  /** Everything the page varies by: its language (Accept-Language, Cookie) and the encoding. */
  vary: string;
  bodies: Partial<Record<Encoding, Buffer>>;
  /** For each body: every header of a hit as one flat list [name, value, ...] (Node's writeHead takes it). */
  ready: Partial<Record<Encoding, string[]>>;
  /** The headers of a 304 from this entry. */
  notModified: string[];
  bytes: number;
  /** Whether its bodies are at the best level (or being made so). */
  improved: boolean;
}

/** The sha256 of each inline script's text, as CSP compares them ('sha256-...'). */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, text] = match;
    if (/\bsrc\s*=/i.test(attributes!) || text === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(text!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

function readyList(
  entry: Entry,
  encoding: Encoding,
  commonHeaders: Readonly<Record<string, string>>,
): string[] {
  const list = ["X-Request-Id", ""];
  for (const [name, value] of Object.entries(commonHeaders)) list.push(name, value);
  for (const [name, value] of entry.headers) list.push(name, value);
  if (encoding !== "identity") list.push("Content-Encoding", encoding);
  list.push("Content-Length", String(entry.bodies[encoding]!.byteLength));
  list.push("Vary", entry.vary, "X-Page-Cache", "hit");
  return list;
}

/** A rendered page as it is kept: its nonce no longer in its policy, its scripts allowed by their hashes. */
export async function entryOf(
  response: Response,
  commonHeaders: Readonly<Record<string, string>>,
): Promise<Entry> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  const hashes = inlineScriptHashes(body.toString("utf8"));
  headers.set("Content-Security-Policy", contentSecurityPolicyWithHashes(hashes));
  headers.delete("Content-Length");
  const vary = [headers.get("Vary"), "Accept-Encoding"].filter(Boolean).join(", ");
  headers.delete("Vary");
  const etag = headers.get("ETag")!;
  const entry: Entry = {
    status: response.status,
    etag,
    headers: [...headers],
    vary,
    bodies: { identity: body },
    ready: {},
    notModified: [
      "X-Request-Id",
      "",
      ...Object.entries(commonHeaders).flat(),
      "ETag",
      etag,
      "Cache-Control",
      "no-cache",
      "Vary",
      vary,
    ],
    bytes: body.byteLength,
    improved: false,
  };
  entry.ready.identity = readyList(entry, "identity", commonHeaders);
  return entry;
}

/** The entry's body in `encoding`, compressed now at the quick level when no request asked for it before; returns the bytes added. */
export function ensureBody(
  entry: Entry,
  encoding: Encoding,
  commonHeaders: Readonly<Record<string, string>>,
): number {
  if (entry.bodies[encoding]) return 0;
  const identity = entry.bodies.identity!;
  const body =
    encoding === "br"
      ? zlib.brotliCompressSync(identity, options("br", quick.br))
      : zlib.gzipSync(identity, options("gzip", quick.gzip));
  entry.bodies[encoding] = body;
  entry.ready[encoding] = readyList(entry, encoding, commonHeaders);
  entry.bytes += body.byteLength;
  return body.byteLength;
}

/**
 * Recompresses the entry's compressed bodies at the best level in zlib's thread pool; `done` is
 * called with the change in bytes once each is in place (the entry's hits then send them).
 */
export function improveBodies(
  entry: Entry,
  commonHeaders: Readonly<Record<string, string>>,
  done: (addedBytes: number) => void,
): void {
  if (entry.improved) return;
  entry.improved = true;
  const identity = entry.bodies.identity!;
  for (const encoding of ["br", "gzip"] as const) {
    if (!entry.bodies[encoding]) continue;
    const finished = (error: Error | null, body: Buffer) => {
      if (error) return;
      const before = entry.bodies[encoding]!.byteLength;
      entry.bodies[encoding] = body;
      entry.ready[encoding] = readyList(entry, encoding, commonHeaders);
      entry.bytes += body.byteLength - before;
      done(body.byteLength - before);
    };
    if (encoding === "br") zlib.brotliCompress(identity, options("br", best.br), finished);
    else zlib.gzip(identity, options("gzip", best.gzip), finished);
  }
}

/** Whether a browser's If-None-Match names this entry. */
export function browserHas(entry: Entry, ifNoneMatch: string | null | undefined): boolean {
  if (!ifNoneMatch) return false;
  const known = ifNoneMatch.split(",").map((tag) => tag.trim());
  return known.includes(entry.etag) || known.includes("*");
}

/** The kept page as a Fetch Response (the render path's answer: a miss, or a URL the fast path does not take). */
export function responseFrom(
  entry: Entry,
  request: Request,
  encoding: Encoding,
  source: "hit" | "miss",
): Response {
  if (browserHas(entry, request.headers.get("If-None-Match"))) {
    return new Response(null, {
      status: 304,
      headers: { ETag: entry.etag, "Cache-Control": "no-cache", Vary: entry.vary },
    });
  }
  const body = entry.bodies[encoding]!;
  const headers = new Headers(entry.headers);
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.byteLength));
  headers.set("Vary", entry.vary);
  // For operators and tests: whether this answer was rendered now or kept from earlier.
  headers.set("X-Page-Cache", source);
  return new Response(request.method === "HEAD" ? null : new Uint8Array(body), {
    status: entry.status,
    headers,
  });
}
