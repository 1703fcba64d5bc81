// Owns keeping rendered pages in memory for visitors without cookies. Such a page is the same for
// everyone until the catalogue or the settings change, so it is rendered once and then answered
// from memory, with its ETag. Bounded by bytes, least recently used first out; emptied whenever the
// shop announces a change (on this server or, through the change feed, on any other).
//
// A URL cannot force copies: the key holds only the query parameters the page reads (its route
// says which), a copy for a query is kept only when asked for twice, one path holds at most a few
// such copies, and when the bytes run out the copies go before any page without a query.
import { pickEncoding } from "./compress.ts";
import { onlyLanguageCookie } from "./language.ts";
import {
  ensureBody,
  entryOf,
  improveBodies,
  responseFrom,
  type Encoding,
  type Entry,
} from "./page-cache-entry.ts";

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

/** Where a request's page is kept, and the cache's generation when its render began. */
export interface PageSlot {
  key: string;
  /** The language and path: the copies for queries of one path are bounded together. */
  path: string;
  pathname: string;
  /** The query parameters the page reads (null: it does not say, the whole query counts). */
  reads: readonly string[] | null;
  /** Whether the key holds a query. */
  query: boolean;
  generation: number;
}

export interface PageCache {
  /**
   * The slot of a request whose page may come from (and go into) the cache; null when it may not.
   * `reads`: the query parameters the page reads, from its route (null when it does not say).
   */
  slotFor(request: Request, lang: string, reads?: readonly string[] | null): PageSlot | null;
  /** The kept page for this request (304 when the browser has it), compressed as it accepts; undefined on a miss. */
  answer(slot: PageSlot, request: Request): Response | undefined;
  /**
   * Keeps a freshly rendered page when it can be shared (a whole 200 HTML page with an ETag, no
   * cookie set, not private) and nothing changed while it was rendered; answers it as `answer`
   * would. Any other answer is returned as is.
   */
  keep(slot: PageSlot, request: Request, response: Response): Promise<Response>;
  /** The entry kept under `key`, counted as a hit; undefined on a miss (page-cache-hit.ts). */
  hit(key: string): Entry | undefined;
  /** The query parameters the page at `pathname` reads, as its kept copies said; undefined when none is kept. */
  readsOf(pathname: string): readonly string[] | null | undefined;
  /** The body of a hit in `encoding`, made now when no request asked for it before. */
  bodyFor(entry: Entry, encoding: Encoding): void;
  /** Headers on every answer (the server's common security headers), part of each ready list. */
  readonly commonHeaders: Readonly<Record<string, string>>;
  /** Forgets every page (the catalogue or the settings changed). */
  clear(): void;
  stats(): PageCacheStats;
}

/** Copies for queries of one path (per language), at most. */
export const maxCopiesPerPath = 8;
/** Keys of query copies asked for once, remembered this many at most (then forgotten together). */
const maxAskedOnce = 4096;

/**
 * The query as the key holds it: only the parameters the page reads, in the order it declares them
 * (its first value each); `lang` is the server's (the language is in the key already).
 */
export function keptQuery(params: URLSearchParams, reads: readonly string[] | null): string {
  if (reads === null) {
    params.delete("lang");
    params.sort();
    const whole = params.toString();
    return whole ? `?${whole}` : "";
  }
  const kept = new URLSearchParams();
  for (const name of reads) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}

/** Answers the shop may not share: a page that sets a cookie or says it is private. */
function shareable(response: Response): boolean {
  if (response.status !== 200 || !response.body || !response.headers.has("ETag")) return false;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return false;
  if (response.headers.has("Set-Cookie")) return false;
  return !/\b(private|no-store)\b/.test(response.headers.get("Cache-Control") ?? "");
}

const encodingFor = (request: Request): Encoding =>
  pickEncoding(request.headers.get("Accept-Encoding")) ?? "identity";

/** Where a request's page is kept; null when it may not be (not a GET, a visitor with cookies, page data). */
function slotOf(
  request: Request,
  lang: string,
  reads: readonly string[] | null,
  generation: number,
): PageSlot | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (!onlyLanguageCookie(request.headers.get("Cookie")) || request.headers.has("Authorization"))
    return null;
  const url = new URL(request.url);
  // Single-fetch data (*.data) is for the page's own script and varies with its query; pages only.
  if (url.pathname.endsWith(".data")) return null;
  const query = keptQuery(url.searchParams, reads);
  const path = `${lang} ${url.pathname}`;
  return {
    key: `${path}${query}`,
    path,
    pathname: url.pathname,
    reads,
    query: query !== "",
    generation,
  };
}

/** Remembers keys asked for once (a bounded number): `again` says whether this is the second time. */
function askedBefore() {
  const seen = new Set<string>();
  return {
    again(key: string): boolean {
      if (seen.delete(key)) return true;
      if (seen.size >= maxAskedOnce) seen.clear();
      seen.add(key);
      return false;
    },
    clear: () => seen.clear(),
  };
}

/**
 * The kept entries and their bookkeeping: bytes, recency, copies per path, queries asked once. Pages
 * without a query and copies for a query are kept in two lists, each least recently used first;
 * when the bytes run out the copies go first, so a copy never pushes out a page.
 */
function keptPages(maxBytes: number) {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  const pages = new Map<string, Entry>();
  const copies = new Map<string, Entry>();
  // For each language and path, its copies for queries, least recently used first.
  const copiesOfPath = new Map<string, Set<string>>();
  const pathOf = new Map<string, string>();
  // The key of each kept entry: a body made for an entry no longer kept is not counted.
  const keyOf = new WeakMap<Entry, string>();
  const askedOnce = askedBefore();
  let bytes = 0;
  const listOf = (key: string) => (key.includes("?") ? copies : pages);

  const forget = (key: string) => {
    const list = listOf(key);
    const entry = list.get(key);
    if (!entry) return;
    list.delete(key);
    bytes -= entry.bytes;
    const path = pathOf.get(key);
    if (path !== undefined) {
      pathOf.delete(key);
      copiesOfPath.get(path)?.delete(key);
    }
  };

  /**
   * Whether a copy may be kept now: a query copy only when asked for before (or kept already: the
   * renders of visitors who asked at once finish one by one), pushing out its path's oldest.
   */
  const admit = (slot: PageSlot, keptAlready: boolean): boolean => {
    if (!slot.query) return true;
    if (!keptAlready && !askedOnce.again(slot.key)) return false;
    let set = copiesOfPath.get(slot.path);
    if (!set) copiesOfPath.set(slot.path, (set = new Set()));
    for (const oldest of set) {
      if (set.size < maxCopiesPerPath) break;
      forget(oldest);
    }
    set.add(slot.key);
    pathOf.set(slot.key, slot.path);
    return true;
  };

  return {
    isKept: (entry: Entry) => {
      const key = keyOf.get(entry);
      return key !== undefined && listOf(key).get(key) === entry;
    },
    /** Counts bytes added to a kept entry; copies, then pages, least recently used first, go until they fit. */
    grew(added: number) {
      bytes += added;
      for (const list of [copies, pages])
        for (const key of list.keys()) {
          if (bytes <= maxBytes) return;
          forget(key);
        }
    },
    lookup(key: string): Entry | undefined {
      const list = listOf(key);
      const entry = list.get(key);
      if (!entry) return undefined;
      list.delete(key);
      list.set(key, entry);
      const path = pathOf.get(key);
      if (path !== undefined) {
        const set = copiesOfPath.get(path)!;
        set.delete(key);
        set.add(key);
      }
      return entry;
    },
    /** Keeps the entry when it fits and is admitted; returns whether it did. */
    put(slot: PageSlot, entry: Entry): boolean {
      const keptAlready = listOf(slot.key).has(slot.key);
      forget(slot.key);
      if (entry.bytes > maxBytes / 8 || !admit(slot, keptAlready)) return false;
      listOf(slot.key).set(slot.key, entry);
      keyOf.set(entry, slot.key);
      this.grew(entry.bytes);
      return true;
    },
    clear() {
      for (const map of [pages, copies, copiesOfPath, pathOf, askedOnce]) map.clear();
      bytes = 0;
    },
    size: () => pages.size + copies.size,
    bytes: () => bytes,
  };
}

export function createPageCache({
  maxBytes = 32 * 1024 * 1024,
  development = false,
  commonHeaders = {},
}: {
  maxBytes?: number;
  development?: boolean;
  commonHeaders?: Readonly<Record<string, string>>;
} = {}): PageCache {
  const kept = keptPages(maxBytes);
  // What each kept path's page reads of the query, for the hits' keys.
  const reads = new Map<string, readonly string[] | null>();
  // Bumped by clear(): a page whose render began before a change must not be kept after it.
  let generation = 0;
  let hits = 0;
  let misses = 0;

  /** Counts the body made for this answer, and has a popular page's bodies made better. */
  const prepare = (entry: Entry, encoding: Encoding, popular: boolean) => {
    const added = ensureBody(entry, encoding, commonHeaders);
    if (!kept.isKept(entry)) return;
    if (popular && !entry.improved)
      improveBodies(entry, commonHeaders, (change) => {
        if (kept.isKept(entry)) kept.grew(change);
      });
    if (added) kept.grew(added);
  };
  const lookup = (key: string): Entry | undefined => {
    const entry = kept.lookup(key);
    if (entry) hits += 1;
    else misses += 1;
    return entry;
  };

  return {
    commonHeaders,
    slotFor: (request, lang, pageReads = null) =>
      development ? null : slotOf(request, lang, pageReads, generation),
    answer({ key }, request) {
      const entry = lookup(key);
      if (!entry) return undefined;
      const encoding = encodingFor(request);
      prepare(entry, encoding, true);
      return responseFrom(entry, request, encoding, "hit");
    },
    async keep(slot, request, response) {
      if (!shareable(response)) return response;
      const entry = await entryOf(response, commonHeaders);
      if (slot.generation === generation && kept.put(slot, entry)) {
        if (reads.size >= 10_000) reads.clear();
        reads.set(slot.pathname, slot.reads);
      }
      const encoding = encodingFor(request);
      prepare(entry, encoding, false);
      return responseFrom(entry, request, encoding, "miss");
    },
    hit: lookup,
    readsOf: (pathname) => reads.get(pathname),
    bodyFor: (entry, encoding) => prepare(entry, encoding, true),
    clear() {
      kept.clear();
      reads.clear();
      generation += 1;
    },
    stats: () => ({ entries: kept.size(), bytes: kept.bytes(), hits, misses }),
  };
}
