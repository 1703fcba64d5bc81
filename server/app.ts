// Owns the running shop: boot (configuration, database, secrets, services), the HTTP server and its
// handlers in the order a request meets them, and a clean stop. Built by Vite together with the
// route modules, so both share one copy of each module.
import { watchHealth, type HealthWatch } from "./health.ts";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { Config } from "../app/config.server.ts";
import type { Database } from "../app/db/client.server.ts";
import { projectRoot } from "../app/lib/project-root.server.ts";
import { bodyLimitFor, httpRules } from "../app/lib/rules/http.ts";
import { bootShop, type BootedShop } from "./boot.ts";
import { writeControlFile } from "./control-file.ts";
import { drainOnStop, type Drain } from "./drain.ts";
import { serveBuildAssets, serveImage } from "./files.ts";
import { createPageCache } from "./page-cache.ts";
import { keptPageAnswerer } from "./page-cache-hit.ts";
import { createPageServer, type PageServer } from "./pages.ts";
import { requestListener, type RequestHandler } from "./request-listener.ts";
import { commonSecurityHeaders } from "./security-headers.ts";
import { mountSimulators, type MountedSimulators } from "./simulators.ts";

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

async function buildGetter(option: ShopOptions["build"]): Promise<() => Promise<ServerBuild>> {
  if (typeof option === "function") return option;
  const build =
    option ?? ((await import("virtual:react-router/server-build")) as unknown as ServerBuild);
  return async () => build;
}

/** The handlers a request meets, in order (request-listener.ts runs them). */
function requestHandlers(
  { shop, log }: BootedShop,
  parts: {
    drain: Drain;
    simulators: MountedSimulators;
    pages: PageServer;
    healthWatch: HealthWatch;
    assets: NonNullable<ShopOptions["assets"]>;
  },
): RequestHandler[] {
  const { drain, simulators, pages, assets, healthWatch } = parts;
  const restarting: RequestHandler = async ({ res }) => {
    if (!drain.stopping) return false;
    // Read after the stop began (a connection that waited in the accept queue, or the next request
    // on a kept-alive one): refused cleanly, so the client can retry, never reset.
    res.writeHead(503, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": "5",
      Connection: "close",
    });
    res.end("The shop is restarting. Please try again in a moment.");
    return true;
  };
  const health: RequestHandler = async ({ res, pathname }) => {
    if (pathname !== "/healthz") return false;
    const ok = healthWatch.healthy();
    res.writeHead(ok ? 200 : 503, {
      "Content-Type": "application/json",
      "Cache-Control": "no-store",
    });
    res.end(JSON.stringify({ status: ok ? "ok" : "unavailable" }));
    return true;
  };
  const simulator: RequestHandler = ({ req, res, pathname }) =>
    simulators.serve(req, res, pathname);
  const images: RequestHandler = ({ req, res, pathname, reqId }) =>
    serveImage(shop.storage, pathname, req, res, log.child({ reqId }));
  const files: RequestHandler = async ({ req, res }, next) => {
    assets(req, res, () => void next());
    return true;
  };
  const page: RequestHandler = async ({ req, res, pathname }) => {
    await pages.serve(req, res, pathname);
    return true;
  };
  return [restarting, health, simulator, images, files, page];
}

/** The HTTP server's limits: deadlines against slow clients, a cap on connections, 100-continue. */
function configureServer(server: http.Server, config: Config, pages: PageServer): void {
  // A client that asks before sending its body (Expect: 100-continue) is told to go on only when the
  // body it declares fits the route's limit; otherwise it gets the 413 without sending a byte.
  server.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => {
    const pathname = URL.parse(req.url ?? "/", "http://localhost")?.pathname ?? "/";
    void pages.edgeRules(pathname).then(
      (edge) => {
        if (Number(req.headers["content-length"] ?? 0) <= bodyLimitFor(edge.body))
          res.writeContinue();
        server.emit("request", req, res);
      },
      () => server.emit("request", req, res),
    );
  });
  // Slow clients: a request head, a whole request and an idle connection each get a deadline, and
  // the connections held at once are capped, so that clients dribbling bytes cannot starve the rest.
  server.headersTimeout = httpRules.headersTimeoutMs;
  server.requestTimeout = httpRules.requestTimeoutMs;
  server.keepAliveTimeout = httpRules.keepAliveTimeoutMs;
  server.maxConnections = config.maxConnections;
}

async function listen(server: http.Server, config: Config): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${port}`;
}

export async function startShop(
  env: Record<string, string | undefined> = process.env,
  options: ShopOptions = {},
): Promise<RunningShop> {
  const booted = await bootShop(env);
  const { config, log, database, shop, backupToken } = booted;
  // Pages for visitors without cookies, kept until the catalogue or the settings change (here or on
  // any other app server: the change feed hears them all).
  const commonHeaders = commonSecurityHeaders(config.publicUrl);
  const pageCache = createPageCache({
    maxBytes: config.pageCacheBytes,
    development: !config.production || config.pageCacheBytes === 0,
    commonHeaders,
  });
  shop.changes.subscribe(() => pageCache.clear());
  const pages = createPageServer(booted, await buildGetter(options.build), pageCache);
  // The providers' simulators that the configuration enables (none in a real shop).
  const simulators = await mountSimulators(config, log, shop.sms);
  const assets = options.assets ?? serveBuildAssets(path.join(projectRoot(), "build", "client"));

  // Deadlines (configureServer) are checked this often; Node's default, 30 s, would let a slow head live 40 s.
  const server =
    options.httpServer ??
    http.createServer({ connectionsCheckingInterval: httpRules.deadlineCheckMs });
  const drain = drainOnStop(server, log);
  const healthWatch = watchHealth(() => database.ping());
  const handlers = requestHandlers(booted, { drain, simulators, pages, assets, healthWatch });
  server.on(
    "request",
    requestListener(handlers, {
      log,
      commonHeaders,
      onAnswered: () => drain.answered(),
      first: keptPageAnswerer(pageCache, { log, stopping: () => drain.stopping }),
    }),
  );
  configureServer(server, config, pages);

  const url = await listen(server, config);
  log.info(
    { url, database: database.kind, storage: config.s3 ? "s3" : "local" },
    "shop is serving",
  );
  // Daraja (or the simulator, served by this server) must reach this shop to be told where to confirm.
  void shop.mpesa?.registerPaybillUrls();
  const removeControlFile = writeControlFile(config.dataDir, {
    url,
    backupToken,
    pid: process.pid,
  });

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      await drain.drain();
      healthWatch.stop();
      removeControlFile();
      await simulators.close();
      await shop.stop();
      await database.close();
      log.info("shop stopped");
    })());
  return { url, config, database, stop };
}
