// Owns answering pages and actions through React Router: the body read at the edge within what the
// route takes, the overload gate, the language, the page cache for visitors without cookies, the
// Content-Security-Policy, ETags and compression.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createHeaders, sendResponse } from "@remix-run/node-fetch-server";
import PQueue from "p-queue";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { rateLimitKey, resolveClientAddress } from "../app/lib/client-address.server.ts";
import { loggableUrl } from "../app/lib/logger.server.ts";
import { httpRules } from "../app/lib/rules/http.ts";
import type { BodyKind, EdgeRules } from "../app/lib/route-handle.ts";
import { sessionUser } from "../app/modules/accounts/index.server.ts";
import { servicesContext } from "../app/services-context.server.ts";
import { answerPlain, closeAfterDiscarding, somethingWentWrong } from "./answers.ts";
import type { BootedShop } from "./boot.ts";
import { compressResponse } from "./compress.ts";
import { requestLanguage, withLanguage } from "./language.ts";
import { refuseCrossSite } from "./origin-check.ts";
import type { PageCache, PageSlot } from "./page-cache.ts";
import { withPageEtag } from "./page-etag.ts";
import { ClientGone, readRequestBody } from "./request-body.ts";
import { edgeRulesLookup } from "./route-edges.ts";
import { newNonce, withContentSecurityPolicy } from "./security-headers.ts";

/** The request's URL, or null when its Host header is missing or not a host (`[`, `a b`). */
function requestUrl(req: IncomingMessage): URL | null {
  const host = req.headers.host ?? "";
  const target = req.url ?? "";
  if (!host || /[\s/\\?#@]/.test(host) || !target.startsWith("/")) return null;
  const url = URL.parse(`http://${host}${target}`);
  return url && url.host !== "" ? url : null;
}

export interface PageServer {
  /** The edge rules of the route at `pathname` (what body it takes, whether it may be stored). */
  edgeRules(pathname: string): Promise<EdgeRules>;
  /** Answers a page or an action. */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void>;
}

interface PageContext {
  booted: BootedShop;
  getBuild: () => Promise<ServerBuild>;
  handlerFor: (build: ServerBuild) => ReturnType<typeof createRequestHandler>;
  pageCache: PageCache;
}

/** The GET as it would be without the query parameters its page does not read. */
function withOnlyQuery(request: Request, slot: PageSlot): Request {
  const url = new URL(request.url);
  const query = slot.key.slice(slot.path.length);
  if (url.search === query) return request;
  url.search = query;
  return new Request(url, request);
}

/** A page or an action, its body read: React Router, or the page cache for a visitor without cookies. */
async function renderPage(
  { booted: { config, log, shop }, getBuild, handlerFor, pageCache }: PageContext,
  request: Request,
  socketAddress: string,
  edge: EdgeRules,
): Promise<Response> {
  const requestLog = log.child({ reqId: request.headers.get("x-request-id") });
  const refusal = refuseCrossSite(request, config.publicUrl);
  if (refusal) {
    const origin = request.headers.get("origin");
    requestLog.warn(
      { method: request.method, url: loggableUrl(request.url), origin },
      "refused: cross-site request",
    );
    return refusal;
  }
  const language = requestLanguage(request, config.publicUrl.startsWith("https:"));
  // A choice made with ?lang= must reach the visitor's cookie: that answer is rendered, never kept.
  const slot =
    language.setCookie || edge.noStore
      ? null
      : pageCache.slotFor(request, language.lang, edge.query);
  const kept = slot && pageCache.answer(slot, request);
  if (kept) return kept;
  // A page that says which query parameters it reads is rendered without the others, so the copy
  // kept under its key is the page of that URL (its links carry no stranger's query).
  if (slot && edge.query) request = withOnlyQuery(request, slot);
  const context = new RouterContextProvider();
  const cspNonce = newNonce();
  const forwardedFor = request.headers.get("x-forwarded-for");
  const address = resolveClientAddress(socketAddress, forwardedFor, config.trustedProxies);
  context.set(servicesContext, {
    ...shop,
    log: requestLog,
    clientAddress: rateLimitKey(address),
    cspNonce,
    lang: language.lang,
  });
  const rendered = await handlerFor(await getBuild())(request, context);
  const page = withLanguage(withContentSecurityPolicy(rendered, cspNonce), language);
  if (edge.noStore) {
    // Pages where credentials are typed or carried: never stored, with or without cookies.
    page.headers.set("Cache-Control", "no-store");
    return compressResponse(request, page);
  }
  const stored = await withPageEtag(request, page, cspNonce, language.lang);
  return compressResponse(request, slot ? await pageCache.keep(slot, request, stored) : stored);
}

/**
 * What body a request may bring. A picture form's allowance (eight pictures, about 80 MB) is for
 * shop staff only: the route refuses anyone else, and must not make the shop hold 80 MB first; their
 * post may carry what any form may.
 */
async function bodyAllowance(
  { shop, database }: BootedShop,
  req: IncomingMessage,
  edge: EdgeRules,
): Promise<BodyKind> {
  if (edge.body !== "pictures" || req.method === "GET" || req.method === "HEAD") return edge.body;
  const user = await sessionUser(shop.auth, database.db, createHeaders(req));
  return user?.role === "admin" ? "pictures" : "form";
}

/** The request as React Router takes it, its body read at the edge; null when it was refused or its client left. */
async function readRequest(
  booted: BootedShop,
  req: IncomingMessage,
  res: ServerResponse,
  edge: EdgeRules,
): Promise<{ request: Request; aborted: AbortSignal } | null> {
  const { log } = booted;
  const url = requestUrl(req);
  if (!url) {
    answerPlain(res, 400, "Bad request: the Host header does not name a host.");
    return null;
  }
  const read = await readRequestBody(req, await bodyAllowance(booted, req, edge)).catch(
    (error: unknown) => {
      if (error instanceof ClientGone || req.socket.destroyed) return null;
      throw error;
    },
  );
  if (!read) return null;
  if (!read.ok) {
    const reqId = req.headers["x-request-id"];
    log.warn(
      { reqId, method: req.method, url: loggableUrl(req.url), status: read.status },
      "refused: request body",
    );
    if (read.status === 413) closeAfterDiscarding(req, res);
    answerPlain(res, read.status, read.message);
    return null;
  }
  const aborted = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) aborted.abort();
  });
  const headers = createHeaders(req);
  const request = new Request(url, {
    method: req.method,
    headers,
    body: read.body,
    signal: aborted.signal,
  });
  return { request, aborted: aborted.signal };
}

export function createPageServer(
  booted: BootedShop,
  getBuild: () => Promise<ServerBuild>,
  pageCache: PageCache,
): PageServer {
  const { config, log } = booted;
  const mode = config.production ? "production" : "development";
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const handlerFor = (build: ServerBuild) => {
    let handler = handlers.get(build);
    if (!handler) handlers.set(build, (handler = createRequestHandler(build, mode)));
    return handler;
  };
  const context: PageContext = { booted, getBuild, handlerFor, pageCache };
  const edgeRules = async (pathname: string) => edgeRulesLookup(await getBuild())(pathname);
  // Pages and actions being rendered now or waiting their turn in the line: over the bound the shop
  // is overloaded, and the next is refused at once. Only these count: a client slow to send its form
  // or to read the answer holds no place, and health checks, files and images keep answering.
  let rendering = 0;
  // An action (Place Order, Add to Cart, sign in) goes ahead of pages in the line: its shopper is
  // waiting on what they asked the shop to do, and a page's reader can wait a moment longer.
  const renders = new PQueue({ concurrency: httpRules.rendersAtOnce });

  return {
    edgeRules,
    async serve(req, res, pathname) {
      const edge = await edgeRules(pathname);
      const read = await readRequest(booted, req, res, edge);
      if (!read) return;
      if (rendering >= config.maxInFlight) {
        const reqId = req.headers["x-request-id"];
        log.warn(
          { reqId, method: req.method, url: loggableUrl(req.url), rendering },
          "refused: overloaded",
        );
        return answerPlain(res, 503, "The shop is very busy. Please try again in a moment.", {
          "Retry-After": String(httpRules.overloadRetryAfterSeconds),
        });
      }
      let response: Response;
      rendering += 1;
      try {
        const isAction = req.method !== "GET" && req.method !== "HEAD";
        response = await renders.add(
          () => {
            // A reader who left while the page waited its turn is not rendered for (an action
            // still runs: what was asked may be done).
            if (!isAction && read.aborted.aborted) throw new ClientGone();
            return renderPage(context, read.request, req.socket.remoteAddress ?? "", edge);
          },
          { priority: isAction ? 1 : 0 },
        );
      } catch (error) {
        if (read.aborted.aborted) return;
        log.error({ reqId: req.headers["x-request-id"], err: error }, "request failed");
        response = new Response(somethingWentWrong, {
          status: 500,
          headers: { "Content-Type": "text/plain; charset=utf-8" },
        });
      } finally {
        rendering -= 1;
      }
      if (res.destroyed) {
        await response.body?.cancel().catch(() => {});
        return;
      }
      await sendResponse(res, response);
    },
  };
}
