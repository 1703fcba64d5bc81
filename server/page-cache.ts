// Owns keeping rendered pages in memory for visitors without cookies. Such a page is the same for
// everyone until the catalogue or the settings change, so it is rendered once and then answered
// from memory (compressed once per encoding), with its ETag. Bounded by bytes, least recently used
// first out; emptied whenever the shop announces a change (on this server or, through the change
// feed, on any other).
//
// The Content-Security-Policy stays strict without a per-request nonce: when a page is kept, the
// hashes of its inline scripts replace the nonce in its policy, so a cached copy runs exactly the
// scripts it was rendered with and nothing an attacker could add.
import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { pickEncoding } from "./compress.ts";
import { onlyLanguageCookie } from "./language.ts";
import { contentSecurityPolicyWithHashes } from "./security-headers.ts";

type Encoding = "br" | "gzip" | "identity";

interface Entry {
  status: number;
  headers: [string, string][];
  etag: string;
  /** What the page varies by besides the encoding (the language: Accept-Language, Cookie). */
  vary: string;
  bodies: Partial<Record<Encoding, Buffer>>;
  bytes: number;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

/** Where a request's page is kept, and the cache's generation when its render began. */
export interface PageSlot {
  key: string;
  generation: number;
}

export interface PageCache {
  /** The slot of a request whose page may come from (and go into) the cache; null when it may not. */
  slotFor(request: Request, lang: string): PageSlot | null;
  /** The kept page for this request (304 when the browser has it), compressed as it accepts; undefined on a miss. */
  answer(slot: PageSlot, request: Request): Response | undefined;
  /**
   * Keeps a freshly rendered page when it can be shared (a whole 200 HTML page with an ETag, no
   * cookie set, not private) and nothing changed while it was rendered; answers it as `answer`
   * would. Any other answer is returned as is.
   */
  keep(slot: PageSlot, request: Request, response: Response): Promise<Response>;
  /** Forgets every page (the catalogue or the settings changed). */
  clear(): void;
  stats(): PageCacheStats;
}

const encodingFor = (request: Request): Encoding =>
  pickEncoding(request.headers.get("Accept-Encoding")) ?? "identity";

function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === "br")
    return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  if (encoding === "gzip") return zlib.gzipSync(body, { level: 9 });
  return body;
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

/** Answers the shop may not share: a page that sets a cookie or says it is private. */
function shareable(response: Response): boolean {
  if (response.status !== 200 || !response.body || !response.headers.has("ETag")) return false;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return false;
  if (response.headers.has("Set-Cookie")) return false;
  return !/\b(private|no-store)\b/.test(response.headers.get("Cache-Control") ?? "");
}

/**
 * The kept page as this request asks for it: 304 when the browser has it, else its body in the
 * encoding the browser takes (compressed now, once, when no request asked for that one before).
 */
function answerFrom(entry: Entry, request: Request, source: "hit" | "miss"): Response {
  const vary = [entry.vary, "Accept-Encoding"].filter(Boolean).join(", ");
  const known = request.headers
    .get("If-None-Match")
    ?.split(",")
    .map((tag) => tag.trim());
  if (known?.includes(entry.etag) || known?.includes("*")) {
    return new Response(null, {
      status: 304,
      headers: { ETag: entry.etag, "Cache-Control": "no-cache", Vary: vary },
    });
  }
  const encoding = encodingFor(request);
  let body = entry.bodies[encoding];
  if (!body) {
    body = compress(entry.bodies.identity!, encoding);
    entry.bodies[encoding] = body;
    entry.bytes += body.byteLength;
  }
  const headers = new Headers(entry.headers);
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.byteLength));
  headers.set("Vary", vary);
  // For operators and tests: whether this answer was rendered now or kept from earlier.
  headers.set("X-Page-Cache", source);
  return new Response(request.method === "HEAD" ? null : new Uint8Array(body), {
    status: entry.status,
    headers,
  });
}

/** A rendered page as it is kept: its nonce no longer in its policy, its scripts allowed by their hashes. */
async function entryOf(response: Response): Promise<Entry> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  const hashes = inlineScriptHashes(body.toString("utf8"));
  headers.set("Content-Security-Policy", contentSecurityPolicyWithHashes(hashes));
  headers.delete("Content-Length");
  return {
    status: response.status,
    headers: [...headers],
    etag: headers.get("ETag")!,
    vary: headers.get("Vary") ?? "",
    bodies: { identity: body },
    bytes: body.byteLength,
  };
}

export function createPageCache({
  maxBytes = 32 * 1024 * 1024,
  development = false,
}: { maxBytes?: number; development?: boolean } = {}): PageCache {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // Bumped by clear(): a page whose render began before a change must not be kept after it.
  let generation = 0;
  let hits = 0;
  let misses = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const respond = (entry: Entry, request: Request, source: "hit" | "miss"): Response => {
    const before = entry.bytes;
    const answer = answerFrom(entry, request, source);
    bytes += entry.bytes - before;
    return answer;
  };

  const makeRoom = () => {
    for (const key of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(key);
    }
  };

  return {
    slotFor(request, lang) {
      if (development) return null;
      if (request.method !== "GET" && request.method !== "HEAD") return null;
      if (
        !onlyLanguageCookie(request.headers.get("Cookie")) ||
        request.headers.has("Authorization")
      )
        return null;
      const url = new URL(request.url);
      // Single-fetch data (*.data) is for the page's own script and varies with its query; pages only.
      if (url.pathname.endsWith(".data")) return null;
      return { key: `${lang} ${url.pathname}${url.search}`, generation };
    },
    answer({ key }, request) {
      const entry = entries.get(key);
      if (!entry) {
        misses += 1;
        return undefined;
      }
      hits += 1;
      entries.delete(key);
      entries.set(key, entry);
      const answer = respond(entry, request, "hit");
      makeRoom();
      return answer;
    },
    async keep({ key, generation: renderedIn }, request, response) {
      if (!shareable(response)) return response;
      const entry = await entryOf(response);
      forget(key);
      if (renderedIn === generation && entry.bytes <= maxBytes / 8) {
        entries.set(key, entry);
        bytes += entry.bytes;
      }
      const answer = respond(entry, request, "miss");
      makeRoom();
      return answer;
    },
    clear() {
      entries.clear();
      bytes = 0;
      generation += 1;
    },
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
  };
}
