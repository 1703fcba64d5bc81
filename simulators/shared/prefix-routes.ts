// Owns dispatching a simulator's requests: the path below its prefix looked up in its table of
// routes (or, failing that, by its shape), null for a path outside the prefix (left to whoever
// mounts it), the simulator's own answer for an unknown path, and a logged 500 for a route that
// throws, so that one fault in a simulator never reaches the server it runs in.
import type { Logger } from "../../app/lib/logger.server.ts";
import { isUnder } from "../../app/lib/simulator-paths.ts";

export type SimulatorRoute = (request: Request, url: URL) => Promise<Response> | Response;

export function dispatchUnder(options: {
  prefix: string;
  /** The simulator's name in the log line of a failed request ("SMS simulator"). */
  name: string;
  /** Keyed by the path below the prefix: "" and "/" for the prefix itself. */
  routes: Readonly<Record<string, SimulatorRoute>>;
  /** Paths looked up lower-cased, as a host that ignores their case does (Pesapal's); the keys are lower case. */
  ignoreCase?: boolean;
  /** A route for a path the table does not hold, found by its shape (Pesapal's `/pay/<id>`). */
  routeByShape?: (path: string) => SimulatorRoute | undefined;
  notFound: () => Response;
  log?: Logger;
}): (request: Request) => Promise<Response | null> {
  const { prefix, routes, log } = options;
  return async (request) => {
    const url = new URL(request.url);
    if (!isUnder(url.pathname, prefix)) return null;
    const path = url.pathname.slice(prefix.length);
    const key = options.ignoreCase ? path.toLowerCase() : path;
    const route = Object.hasOwn(routes, key) ? routes[key] : options.routeByShape?.(path);
    if (!route) return options.notFound();
    try {
      return await route(request, url);
    } catch (error) {
      log?.error({ err: error, path }, `${options.name}: request failed`);
      // No provider's error body: to a client this is a server fault like any other.
      return new Response("Internal Server Error", { status: 500 });
    }
  };
}
