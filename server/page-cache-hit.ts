// Owns answering a kept page first thing, before the rest of the server: a hit costs about what a
// static file costs. From the raw request alone (no Fetch Request, no router, no headers built) it
// finds the key, writes the entry's ready header list with the request's id and its bytes, or a
// 304 when the browser has them. Anything unusual (a cookie that signs someone in, a language
// chosen with ?lang=, a path the URL parser would rewrite, a server stopping) is left to the
// render path, which answers it as before.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { loggableUrl, type Logger } from "../app/lib/logger.server.ts";
import { pickEncoding } from "./compress.ts";
import { languageOf, onlyLanguageCookie } from "./language.ts";
import { keptQuery, type PageCache } from "./page-cache.ts";
import { browserHas, requestIdSlot } from "./page-cache-entry.ts";

/** Paths the URL parser leaves as they are: no dot segments, no escapes, no empty segments. */
const plainPath = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9_.~-]*)*\/?$/;
/** A Host header the render path accepts (it answers 400 to the others). */
const badHost = /[\s/\\?#@]/;

/** The cache key of a raw request, or undefined when the render path must see it. */
function keyOf(cache: PageCache, req: IncomingMessage): string | undefined {
  const { headers } = req;
  const target = req.url ?? "";
  const at = target.indexOf("?");
  const pathname = at < 0 ? target : target.slice(0, at);
  if (!plainPath.test(pathname) || pathname.endsWith(".data")) return undefined;
  let query = "";
  if (at >= 0 && at < target.length - 1) {
    const reads = cache.readsOf(pathname);
    if (reads === undefined) return undefined;
    const params = new URLSearchParams(target.slice(at + 1));
    if (params.has("lang")) return undefined;
    query = keptQuery(params, reads);
  }
  const cookie = headers.cookie ?? null;
  if (cookie !== null && !onlyLanguageCookie(cookie)) return undefined;
  const acceptLanguage = headers["accept-language"] ?? null;
  return `${languageOf(cookie, acceptLanguage)} ${pathname}${query}`;
}

/**
 * The listener's first step: answers a kept page and returns true, or returns false (a miss, or a
 * request the render path must see) having done nothing.
 */
export function keptPageAnswerer(
  cache: PageCache,
  { log, stopping }: { log: Logger; stopping: () => boolean },
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const logRequests = log.isLevelEnabled("info");
  return (req, res) => {
    const { method, headers } = req;
    if (method !== "GET" && method !== "HEAD") return false;
    if (headers.authorization !== undefined || stopping()) return false;
    const host = headers.host;
    if (!host || badHost.test(host)) return false;
    const key = keyOf(cache, req);
    const entry = key === undefined ? undefined : cache.hit(key);
    if (!entry) return false;
    const started = logRequests ? performance.now() : 0;
    const reqId = randomUUID();
    let status = 304;
    if (browserHas(entry, headers["if-none-match"])) {
      entry.notModified[requestIdSlot] = reqId;
      res.writeHead(304, entry.notModified);
      res.end();
    } else {
      const encoding = pickEncoding(headers["accept-encoding"] ?? null) ?? "identity";
      cache.bodyFor(entry, encoding);
      const list = entry.ready[encoding]!;
      list[requestIdSlot] = reqId;
      status = entry.status;
      res.writeHead(status, list);
      res.end(method === "HEAD" ? undefined : entry.bodies[encoding]);
    }
    if (logRequests) {
      const ms = Math.round(performance.now() - started);
      log.info({ reqId, method, url: loggableUrl(req.url), status, ms }, "request");
    }
    return true;
  };
}
