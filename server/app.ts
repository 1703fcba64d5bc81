// Owns the running shop: configuration, database, the HTTP server (files, health, pages) and a
// clean stop. Built by Vite together with the route modules, so both share one copy of each module.
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createRequestListener, type ClientAddress } from "@remix-run/node-fetch-server";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { parseConfig, type Config } from "../app/config.server.ts";
import { openDatabase, type Database } from "../app/db/client.server.ts";
import { projectRoot } from "../app/lib/project-root.server.ts";
import { createLogger, loggableUrl } from "../app/lib/logger.server.ts";
import { ensureAdmin } from "../app/modules/accounts/accounts.server.ts";
import { seedDemoCatalogue } from "../app/modules/catalogue/demo-seed.server.ts";
import { defaultLanguage } from "../app/i18n/languages.ts";
import { servicesContext } from "../app/services-context.server.ts";
import { createShopServices } from "../app/services.server.ts";
import { compressResponse } from "./compress.ts";
import { withPageEtag } from "./page-etag.ts";
import { commonSecurityHeaders, newNonce, withContentSecurityPolicy } from "./security-headers.ts";
import { newBackupToken, writeControlFile } from "./control-file.ts";
import { refuseCrossSite } from "./origin-check.ts";
import { serveBuildAssets, serveImage } from "./files.ts";
import { createDarajaSimulator, simulatorPrefix } from "./mpesa-simulator/simulator.ts";

export { ConfigError } from "../app/config.server.ts";
export { DirectoryInUseError } from "../app/db/lock.server.ts";

export interface RunningShop {
  url: string;
  config: Config;
  database: Database;
  /** Stops taking requests, lets those in flight finish, closes the database. */
  stop(): Promise<void>;
}

/** The visitor's address: the socket's, or the one the shop's own reverse proxy reports. */
function clientAddress(request: Request, client: ClientAddress, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim() : undefined;
  return forwarded || client.address;
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

export async function startShop(
  env: Record<string, string | undefined> = process.env,
  options: ShopOptions = {},
): Promise<RunningShop> {
  const config = parseConfig(env);
  const log = createLogger(config.logLevel);
  mkdirSync(config.dataDir, { recursive: true });

  const database = await openDatabase(
    config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: config.dataDir },
  );
  const backupToken = newBackupToken();
  const shop = createShopServices(config, database.db, log, { backup: database.backup, backupToken });
  const { storage } = shop;
  // Settings saved on another app server (same PostgreSQL database) reach this one's memory.
  await shop.changes.listenTo(database.listen);
  if (config.seedDemo) {
    const added = await seedDemoCatalogue(database.db, storage);
    if (added > 0) log.info({ added }, "seeded the demo catalogue");
  }
  if (config.admin) {
    const outcome = await ensureAdmin(shop.auth, database.db, config.admin.email, config.admin.password);
    log.info({ email: config.admin.email, outcome }, "admin account from ADMIN_EMAIL is ready");
  }

  const serverBuild = options.build ?? ((await import("virtual:react-router/server-build")) as unknown as ServerBuild);
  const handleDocument = createRequestHandler(serverBuild, config.production ? "production" : "development");
  const assets = options.assets ?? serveBuildAssets(path.join(projectRoot(), "build", "client"));

  const pages = createRequestListener(async (request: Request, client: ClientAddress) => {
    const requestLog = log.child({ reqId: request.headers.get("x-request-id") });
    const refusal = refuseCrossSite(request, config.publicUrl);
    if (refusal) {
      requestLog.warn({ method: request.method, url: loggableUrl(request.url), origin: request.headers.get("origin") }, "refused: cross-site request");
      return refusal;
    }
    const context = new RouterContextProvider();
    const cspNonce = newNonce();
    context.set(servicesContext, { ...shop, log: requestLog, clientAddress: clientAddress(request, client, config.trustProxy), cspNonce, lang: defaultLanguage });
    const page = withContentSecurityPolicy(await handleDocument(request, context), cspNonce);
    return compressResponse(request, await withPageEtag(request, page, cspNonce));
  });

  // MPESA_ENV=simulator (and only then): the Daraja simulator answers under /simulator/mpesa/.
  const simulator =
    config.mpesaApi?.env === "simulator"
      ? createDarajaSimulator({
          passkey: config.mpesaApi.passkey,
          consumerKey: config.mpesaApi.consumerKey,
          consumerSecret: config.mpesaApi.consumerSecret,
          log,
        })
      : undefined;
  const simulatorPages = simulator
    ? createRequestListener(async (request: Request) => (await simulator.handle(request)) ?? new Response("Not found", { status: 404 }))
    : undefined;
  if (simulator) log.warn("MPESA_ENV=simulator: M-Pesa payments are simulated, no real money moves");

  const securityHeaders = commonSecurityHeaders(config.publicUrl);
  let stopping = false;
  const server = options.httpServer ?? http.createServer();
  server.on("request", async (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const reqId = randomUUID();
    req.headers["x-request-id"] = reqId;
    res.setHeader("X-Request-Id", reqId);
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    res.on("finish", () => {
      log.info(
        { reqId, method: req.method, url: loggableUrl(req.url), status: res.statusCode, ms: Math.round(performance.now() - started) },
        "request",
      );
      // A connection kept alive for an answer that was in flight when the stop began would
      // otherwise stay open for keepAliveTimeout and delay the exit: close it now that it is idle.
      if (stopping) server.closeIdleConnections();
    });
    if (stopping) {
      // Read after the stop began (a connection that waited in the accept queue, or the next
      // request on a kept-alive one): refused cleanly, so the client can retry, never reset.
      res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "5", Connection: "close" });
      res.end("The shop is restarting. Please try again in a moment.");
      return;
    }
    try {
      const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
      if (pathname === "/healthz") {
        const ok = await database.ping();
        res.writeHead(ok ? 200 : 503, { "Content-Type": "application/json", "Cache-Control": "no-store" });
        res.end(JSON.stringify({ status: ok ? "ok" : "unavailable" }));
        return;
      }
      if (simulatorPages && (pathname === simulatorPrefix || pathname.startsWith(`${simulatorPrefix}/`))) {
        await simulatorPages(req, res);
        return;
      }
      if (await serveImage(storage, pathname, req, res)) return;
      assets(req, res, () => pages(req, res));
    } catch (error) {
      log.error({ reqId, err: error }, "request failed");
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Something went wrong on our side. Please try again.");
    }
  });
  server.keepAliveTimeout = 5_000;
  let accepted = 0;
  server.on("connection", () => (accepted += 1));

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${address.port}`;
  log.info({ url, database: database.kind, storage: config.s3 ? "s3" : "local" }, "shop is serving");
  // Daraja (or the simulator, served just above) must reach this shop to be told where to confirm.
  void shop.mpesa?.registerPaybillUrls();
  const removeControlFile = writeControlFile(config.dataDir, { url, backupToken, pid: process.pid });

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
      for (let before = -1; before !== accepted && performance.now() < deadline; ) {
        before = accepted;
        await new Promise((resolve) => setImmediate(resolve));
      }
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      log.info("stopping: no longer accepting connections; finishing the requests in flight");
      server.closeIdleConnections();
      await closed;
      clearTimeout(timer);
      removeControlFile();
      await simulator?.close();
      await shop.stop();
      await database.close();
      log.info("shop stopped");
    })());

  return { url, config, database, stop };
}
