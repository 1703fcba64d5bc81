// Owns the running shop: configuration, database, the HTTP server (files, health, pages) and a
// clean stop. Built by Vite together with the route modules, so both share one copy of each module.
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createHeaders, sendResponse } from "@remix-run/node-fetch-server";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { parseConfig, type Config } from "../app/config.server.ts";
import { openDatabase, type Database } from "../app/db/client.server.ts";
import { projectRoot } from "../app/lib/project-root.server.ts";
import { createLogger, loggableUrl, type Logger } from "../app/lib/logger.server.ts";
import { rateLimitKey, resolveClientAddress } from "../app/lib/client-address.server.ts";
import { bodyLimitFor, httpRules } from "../app/lib/rules/http.ts";
import { ensureAdmin } from "../app/modules/accounts/accounts.server.ts";
import { seedDemoCatalogue } from "../app/modules/catalogue/demo-seed.server.ts";
import { servicesContext } from "../app/services-context.server.ts";
import { createShopServices } from "../app/services.server.ts";
import { compressResponse } from "./compress.ts";
import { requestLanguage, withLanguage } from "./language.ts";
import { createPageCache } from "./page-cache.ts";
import { withPageEtag } from "./page-etag.ts";
import {
  commonSecurityHeaders,
  newNonce,
  withContentSecurityPolicy,
  withNoStoreOnCredentialPages,
} from "./security-headers.ts";
import { newBackupToken, writeControlFile } from "./control-file.ts";
import { refuseCrossSite } from "./origin-check.ts";
import { requireSharedSecrets } from "./shared-secrets.ts";
import { serveBuildAssets, serveImage } from "./files.ts";
import { mountSimulators } from "./simulators.ts";
import { ClientGone, readFormBody } from "./request-body.ts";

export { ConfigError, parseConfig } from "../app/config.server.ts";
export { createLogger } from "../app/lib/logger.server.ts";
export { superviseWorkers } from "./workers.ts";
export { DirectoryInUseError } from "../app/db/lock.server.ts";

export interface RunningShop {
  url: string;
  config: Config;
  database: Database;
  /** Stops taking requests, lets those in flight finish, closes the database. */
  stop(): Promise<void>;
}

/** Time allowed for requests in flight to finish on stop before their connections are cut. */
const drainMs = 8_000;

/** What `npm run dev` (scripts/dev.ts) replaces; `npm start` passes none of them. */
export interface ShopOptions {
  /**
   * The pages' server build: by default the one bundled with this module; a function is called for
   * every request (the dev server's gives the current sources).
   */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /**
   * Serves the browser's files, calling `next` for anything else: by default the built ones in
   * build/client; in development Vite's middlewares (modules from source, CSS, hot reload).
   */
  assets?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /**
   * The server to listen with: by default a new one; the dev server's also carries Vite's hot-reload
   * websocket, which must be attached before Vite starts.
   */
  httpServer?: http.Server;
}

const somethingWentWrong = "Something went wrong on our side. Please try again.";

function answerPlain(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(text);
}

/** Logs a failure of the request listener and answers it (or cuts a response already under way). */
function failed(log: Logger, reqId: string, res: ServerResponse, error: unknown): void {
  log.error({ reqId, err: error }, "request failed");
  answerPlain(res, 500, somethingWentWrong);
}

/**
 * After an answer to a body left unread: the rest of the body is read and dropped (nothing kept) for
 * a moment, so the client, still sending, sees the answer rather than a reset; then the connection closes.
 */
function closeAfterDiscarding(req: IncomingMessage, res: ServerResponse): void {
  res.once("finish", () => {
    const close = () => req.socket.destroy();
    const timer = setTimeout(close, httpRules.discardAfterRefusalMs);
    req.once("end", () => {
      clearTimeout(timer);
      close();
    });
    req.resume();
  });
}

/** The request's URL, or null when its Host header is missing or not a host (`[`, `a b`). */
function requestUrl(req: IncomingMessage): URL | null {
  const host = req.headers.host ?? "";
  const target = req.url ?? "";
  if (!host || /[\s/\\?#@]/.test(host) || !target.startsWith("/")) return null;
  const url = URL.parse(`http://${host}${target}`);
  return url && url.host !== "" ? url : null;
}

export async function startShop(
  env: Record<string, string | undefined> = process.env,
  options: ShopOptions = {},
): Promise<RunningShop> {
  const config = parseConfig(env);
  const log = createLogger(config.logLevel);
  mkdirSync(config.dataDir, { recursive: true });

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dataDir: config.dataDir },
  );
  // Several servers on one PostgreSQL database must sign sessions with one secret.
  if (database.kind === "postgres")
    await requireSharedSecrets(config, database.db, log).catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
  const backupToken = newBackupToken();
  const shop = createShopServices(config, database.db, log, {
    backup: database.backup,
    backupToken,
  });
  const { storage } = shop;
  // Settings saved on another app server (same PostgreSQL database) reach this one's memory.
  await shop.changes.listenTo(database.listen);
  if (config.seedDemo) {
    const added = await seedDemoCatalogue(database.db, storage);
    if (added > 0) log.info({ added }, "seeded the demo catalogue");
  }
  if (config.admin) {
    const outcome = await ensureAdmin(
      shop.auth,
      database.db,
      config.admin.email,
      config.admin.password,
    );
    if (outcome === "refused-existing") {
      // Anyone may have registered that address before the owner named it: never promote it silently.
      log.warn(
        { email: config.admin.email },
        "ADMIN_EMAIL names an account that registered itself: not promoted; to make it an admin run npm run admin -- create-admin EMAIL PASSWORD --promote-existing",
      );
    } else {
      log.info({ email: config.admin.email, outcome }, "admin account from ADMIN_EMAIL is ready");
    }
  }

  const serverBuild =
    options.build ??
    ((await import("virtual:react-router/server-build")) as unknown as ServerBuild);
  const handleDocument = createRequestHandler(
    serverBuild,
    config.production ? "production" : "development",
  );
  const assets = options.assets ?? serveBuildAssets(path.join(projectRoot(), "build", "client"));

  // Pages for visitors without cookies, kept until the catalogue or the settings change (here or on
  // any other app server: the change feed hears them all).
  const pageCache = createPageCache({
    maxBytes: config.pageCacheBytes,
    development: !config.production || config.pageCacheBytes === 0,
  });
  shop.changes.subscribe(() => pageCache.clear());

  /** A page or an action: the body read at the edge, then React Router. */
  async function renderPage(request: Request, socketAddress: string): Promise<Response> {
    const requestLog = log.child({ reqId: request.headers.get("x-request-id") });
    const refusal = refuseCrossSite(request, config.publicUrl);
    if (refusal) {
      requestLog.warn(
        {
          method: request.method,
          url: loggableUrl(request.url),
          origin: request.headers.get("origin"),
        },
        "refused: cross-site request",
      );
      return refusal;
    }
    const language = requestLanguage(request, config.publicUrl.startsWith("https:"));
    // A choice made with ?lang= must reach the visitor's cookie: that answer is rendered, never kept.
    const slot = language.setCookie ? null : pageCache.slotFor(request, language.lang);
    const kept = slot && pageCache.answer(slot, request);
    if (kept) return kept;
    const context = new RouterContextProvider();
    const cspNonce = newNonce();
    const address = resolveClientAddress(
      socketAddress,
      request.headers.get("x-forwarded-for"),
      config.trustedProxies,
    );
    context.set(servicesContext, {
      ...shop,
      log: requestLog,
      clientAddress: rateLimitKey(address),
      cspNonce,
      lang: language.lang,
    });
    const page = withLanguage(
      withContentSecurityPolicy(await handleDocument(request, context), cspNonce),
      language,
    );
    const stored =
      withNoStoreOnCredentialPages(new URL(request.url).pathname, page) ??
      (await withPageEtag(request, page, cspNonce, language.lang));
    return compressResponse(request, slot ? await pageCache.keep(slot, request, stored) : stored);
  }

  // Pages and actions being rendered now: over the bound the shop is overloaded, and the next is
  // refused at once. Only rendering counts: a client slow to send its form or to read the answer
  // holds no place, and health checks, files and images keep answering.
  let rendering = 0;

  async function pages(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const url = requestUrl(req);
    if (!url) return answerPlain(res, 400, "Bad request: the Host header does not name a host.");
    const read = await readFormBody(req, pathname).catch((error: unknown) => {
      if (error instanceof ClientGone || req.socket.destroyed) return null;
      throw error;
    });
    if (!read) return;
    if (!read.ok) {
      log.warn(
        {
          reqId: req.headers["x-request-id"],
          method: req.method,
          url: loggableUrl(req.url),
          status: read.status,
        },
        "refused: request body",
      );
      if (read.status === 413) closeAfterDiscarding(req, res);
      return answerPlain(res, read.status, read.message);
    }
    const aborted = new AbortController();
    res.once("close", () => {
      if (!res.writableFinished) aborted.abort();
    });
    const request = new Request(url, {
      method: req.method,
      headers: createHeaders(req),
      body: read.body,
      signal: aborted.signal,
    });
    if (rendering >= config.maxInFlight) {
      log.warn(
        {
          reqId: req.headers["x-request-id"],
          method: req.method,
          url: loggableUrl(req.url),
          rendering,
        },
        "refused: overloaded",
      );
      return answerPlain(res, 503, "The shop is very busy. Please try again in a moment.", {
        "Retry-After": String(httpRules.overloadRetryAfterSeconds),
      });
    }
    let response: Response;
    rendering += 1;
    try {
      response = await renderPage(request, req.socket.remoteAddress ?? "");
    } catch (error) {
      if (aborted.signal.aborted) return;
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
  }

  // The providers' simulators that the configuration enables (none in a real shop).
  const simulators = await mountSimulators(config, log);

  const securityHeaders = commonSecurityHeaders(config.publicUrl);
  let stopping = false;
  // Deadlines (below) are checked this often; Node's default, 30 s, would let a slow head live 40 s.
  const server =
    options.httpServer ??
    http.createServer({ connectionsCheckingInterval: httpRules.deadlineCheckMs });
  server.on("request", async (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const reqId = randomUUID();
    req.headers["x-request-id"] = reqId;
    res.setHeader("X-Request-Id", reqId);
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    res.on("finish", () => {
      log.info(
        {
          reqId,
          method: req.method,
          url: loggableUrl(req.url),
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
      // A connection kept alive for an answer that was in flight when the stop began would
      // otherwise stay open for keepAliveTimeout and delay the exit: close it now that it is idle.
      if (stopping) server.closeIdleConnections();
    });
    if (stopping) {
      // Read after the stop began (a connection that waited in the accept queue, or the next
      // request on a kept-alive one): refused cleanly, so the client can retry, never reset.
      res.writeHead(503, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": "5",
        Connection: "close",
      });
      res.end("The shop is restarting. Please try again in a moment.");
      return;
    }
    // Every failure, wherever it happens, is logged and answered: no promise of this listener is dropped.
    const fail = (error: unknown) => failed(log, reqId, res, error);
    try {
      const pathname = URL.parse(req.url ?? "/", "http://localhost")?.pathname ?? "/";
      if (pathname === "/healthz") {
        const ok = await database.ping();
        res.writeHead(ok ? 200 : 503, {
          "Content-Type": "application/json",
          "Cache-Control": "no-store",
        });
        res.end(JSON.stringify({ status: ok ? "ok" : "unavailable" }));
        return;
      }
      if (await simulators.serve(req, res, pathname)) return;
      if (await serveImage(storage, pathname, req, res, log.child({ reqId }))) return;
      assets(req, res, () => void pages(req, res, pathname).catch(fail));
    } catch (error) {
      fail(error);
    }
  });
  // A client that asks before sending its body (Expect: 100-continue) is told to go on only when the
  // body it declares fits the route's limit; otherwise it gets the 413 without sending a byte.
  server.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => {
    const pathname = URL.parse(req.url ?? "/", "http://localhost")?.pathname ?? "/";
    if (Number(req.headers["content-length"] ?? 0) <= bodyLimitFor(pathname)) res.writeContinue();
    server.emit("request", req, res);
  });
  // Slow clients: a request head, a whole request and an idle connection each get a deadline, and
  // the connections held at once are capped, so that clients dribbling bytes cannot starve the rest.
  server.headersTimeout = httpRules.headersTimeoutMs;
  server.requestTimeout = httpRules.requestTimeoutMs;
  server.keepAliveTimeout = httpRules.keepAliveTimeoutMs;
  server.maxConnections = config.maxConnections;
  let accepted = 0;
  server.on("connection", () => (accepted += 1));

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${address.port}`;
  log.info(
    { url, database: database.kind, storage: config.s3 ? "s3" : "local" },
    "shop is serving",
  );
  // Daraja (or the simulator, served just above) must reach this shop to be told where to confirm.
  void shop.mpesa?.registerPaybillUrls();
  const removeControlFile = writeControlFile(config.dataDir, {
    url,
    backupToken,
    pid: process.pid,
  });

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      stopping = true;
      const deadline = performance.now() + drainMs;
      const timer = setTimeout(() => server.closeAllConnections(), drainMs);
      // Connections the kernel has completed but the busy event loop has not accepted yet wait in
      // the listening socket's queue, and closing that socket resets them: their clients, whose
      // requests are already sent, see ECONNRESET. libuv accepts one connection per turn of the
      // event loop, so turn it until a turn accepts none (each is answered 503 above), then close.
      await new Promise((resolve) => setImmediate(resolve));
      for (let before = -1; before !== accepted && performance.now() < deadline;) {
        before = accepted;
        await new Promise((resolve) => setImmediate(resolve));
      }
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      log.info("stopping: no longer accepting connections; finishing the requests in flight");
      server.closeIdleConnections();
      await closed;
      clearTimeout(timer);
      removeControlFile();
      await simulators.close();
      await shop.stop();
      await database.close();
      log.info("shop stopped");
    })());

  return { url, config, database, stop };
}
