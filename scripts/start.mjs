// `npm start`: build what is missing, then start the shop (migrations and the demo seed run inside).
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, buildIsStale } from "./build-if-stale.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Any NODE_ENV but development and test runs as production (React's production build, no stack
// traces in answers): a typo or "staging" must not switch a public shop into development mode.
if (process.env.NODE_ENV !== "development" && process.env.NODE_ENV !== "test") process.env.NODE_ENV = "production";
if (buildIsStale()) build();

const { startShop, ConfigError, DirectoryInUseError } = await import(
  pathToFileURL(path.join(root, "build", "server", "index.js")).href
);

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
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    if (shop) stop();
    else stopRequested = true;
  });
}

try {
  shop = await startShop(process.env);
} catch (error) {
  // Mistakes of the person starting the shop get one clear line, not a stack trace.
  if (error instanceof ConfigError || error instanceof DirectoryInUseError || error?.code === "EADDRINUSE") {
    console.error(`Cannot start the shop: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
if (stopRequested) stop();
else console.log(`Shop ready at ${shop.url}`);
