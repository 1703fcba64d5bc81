// `npm run dev`: the shop's own server (configuration, database, migrations, demo seed, outbox
// worker, health check, images) with Vite inside it, so that a change to the sources shows without a
// build: browser modules and CSS come from Vite with hot reload, and every page renders with the
// current server build.
import http from "node:http";
import type { ServerBuild } from "react-router";
import type * as ShopServer from "../server/app.ts";

let shop: ShopServer.RunningShop | undefined;
let stopRequested = false;
// Handlers first, as in scripts/start.mjs: a signal during start-up stops the shop once it has started.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    if (shop) void stop(shop);
    else stopRequested = true;
  });
}

// Before Vite and React are loaded: both choose their development behaviour from it.
process.env.NODE_ENV = "development";
const { createServer } = await import("vite");

// Vite's hot-reload websocket shares the shop's port (one origin, so the page's `connect-src 'self'`
// allows it), which means handing Vite the HTTP server before the shop starts listening on it.
const httpServer = http.createServer();
const ownSigtermListeners = process.listeners("SIGTERM");
const vite = await createServer({
  appType: "custom",
  server: {
    middlewareMode: true,
    ws: { server: httpServer },
    // Vite would serve any file under the project; the browser needs the app's modules and the
    // packages only, and never DATA_DIR (./data by default: the sessions' secret, the database, the
    // control file's backup token, mail with password-reset links).
    fs: { allow: ["app", "node_modules"] },
  },
});
// React Router's plugin starts a second Vite server (its child compiler) outside middleware mode,
// and such a server exits the process on SIGTERM as soon as it has closed itself: before the shop
// has closed its database. The shop's stop closes Vite, so that listener goes.
for (const listener of process.listeners("SIGTERM")) {
  if (!ownSigtermListeners.includes(listener)) process.off("SIGTERM", listener);
}

async function stop(running: ShopServer.RunningShop) {
  try {
    // Together: closing Vite ends the browsers' websockets, which would otherwise keep the HTTP
    // server's stop waiting; the shop's stop closes the database (PGlite loses data otherwise).
    await Promise.all([running.stop(), vite.close()]);
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}

// Loaded through Vite like the route modules, so the server, the services' context key and the
// routes share one copy of every module (decision 0001), as in the production build.
const app = (await vite.ssrLoadModule("/server/app.ts")) as typeof ShopServer;
try {
  shop = await app.startShop(process.env, {
    // Per request: a module changed since the last one is loaded again (Vite's watcher invalidates it).
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    assets: vite.middlewares,
    httpServer,
  });
} catch (error) {
  await vite.close();
  // Mistakes of the person starting the shop get one clear line, not a stack trace.
  if (
    error instanceof app.ConfigError ||
    error instanceof app.DirectoryInUseError ||
    (error as NodeJS.ErrnoException).code === "EADDRINUSE"
  ) {
    console.error(`Cannot start the shop: ${(error as Error).message}`);
    process.exit(1);
  }
  throw error;
}
if (stopRequested) void stop(shop);
else console.log(`Shop ready at ${shop.url} (development: changes show without a build)`);
