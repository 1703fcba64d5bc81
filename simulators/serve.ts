// Owns running a simulator as a process of its own (`npm run mpesa-simulator` and its kin): an HTTP
// server on 127.0.0.1 that answers the simulator's paths both under its prefix and at the root, as
// the provider's own host does (a client configured with the bare host then finds it), and stops
// cleanly on SIGTERM or SIGINT.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestListener } from "@remix-run/node-fetch-server";
import type { Logger } from "../app/lib/logger.server.ts";
import { isUnder } from "../app/lib/simulator-paths.ts";
import type { Simulator } from "./simulator.ts";

/** The port from `variable` (default `fallback`; 0 picks a free one); exits with one line when it is not a port. */
export function portFrom(
  env: Record<string, string | undefined>,
  variable: string,
  fallback: number,
): number {
  const raw = env[variable];
  const port = raw === undefined || raw === "" ? fallback : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`${variable} must be a port number, not ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return port;
}

/** The request as the simulator expects it: a path at the root is read as the same path under its prefix. */
function underPrefix(request: Request, prefix: string): Request {
  const url = new URL(request.url);
  if (isUnder(url.pathname, prefix)) return request;
  url.pathname = `${prefix}${url.pathname === "/" ? "" : url.pathname}`;
  return new Request(url, request);
}

export function serveSimulator(
  simulator: Simulator,
  { port, name, log }: { port: number; name: string; log: Logger },
): void {
  const server = http.createServer(
    createRequestListener(
      async (request) =>
        (await simulator.handle(underPrefix(request, simulator.prefix))) ??
        new Response("Not found", { status: 404 }),
    ),
  );
  server.listen(port, "127.0.0.1", () => {
    const { port: actualPort } = server.address() as AddressInfo;
    console.log(`${name} ready at http://127.0.0.1:${actualPort}${simulator.prefix}`);
  });

  async function stop(signal: NodeJS.Signals): Promise<void> {
    log.info({ signal }, `${name} stopping`);
    await simulator.close();
    server.close();
    // Idle keep-alive connections would hold the process open.
    server.closeIdleConnections();
  }
  process.once("SIGTERM", (signal) => void stop(signal));
  process.once("SIGINT", (signal) => void stop(signal));
}
