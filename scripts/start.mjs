// `npm start`: build what is missing, then start the shop (migrations and the demo seed run inside).
// WORKERS=N (N > 1): this process becomes the primary of a node:cluster and each worker runs this
// same script as a single shop would, sharing the primary's port.
// First: on too old a Node, one line and nothing else (require-node.mjs).
import "./require-node.mjs";
import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, buildIsStale } from "./build-if-stale.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Any NODE_ENV but development and test runs as production (React's production build, no stack
// traces in answers): a typo or "staging" must not switch a public shop into development mode.
if (process.env.NODE_ENV !== "development" && process.env.NODE_ENV !== "test")
  process.env.NODE_ENV = "production";
// Workers find the build made by the primary.
if (cluster.isPrimary && buildIsStale()) build();

const { startShop, parseConfig, createLogger, superviseWorkers, ConfigError, DirectoryInUseError } =
  await import(pathToFileURL(path.join(root, "build", "server", "index.js")).href);

/** Mistakes of the person starting the shop get one clear line, not a stack trace. */
function refuseToStart(error) {
  if (
    error instanceof ConfigError ||
    error instanceof DirectoryInUseError ||
    error?.code === "EADDRINUSE"
  ) {
    console.error(`Cannot start the shop: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

if (cluster.isPrimary) {
  let config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    refuseToStart(error);
  }
  if (config.workers > 1) {
    const supervisor = superviseWorkers(config.workers, createLogger(config.logLevel));
    // One ready line, once every worker listens (a worker that cannot start has said why itself).
    supervisor.ready.then(
      (url) => console.log(`Shop ready at ${url}`),
      () => {},
    );
    process.exit(await supervisor.stopped);
  }
}

let shop;
let stopRequested = false;
const stop = () =>
  shop.stop().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
// Handlers first: whoever waits for the ready line may signal the moment it appears. A signal
// during start-up stops the shop as soon as it has started (the database is then closed cleanly).
// `on`, not `once`: a worker hears Ctrl-C twice (from the terminal and from its primary), and the
// second must not kill it mid-stop; shop.stop() runs once however often it is called.
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    if (shop) stop();
    else stopRequested = true;
  });
}

try {
  shop = await startShop(process.env);
} catch (error) {
  refuseToStart(error);
}
if (stopRequested) stop();
else if (cluster.isWorker) process.send({ shopReady: shop.url });
else console.log(`Shop ready at ${shop.url}`);
