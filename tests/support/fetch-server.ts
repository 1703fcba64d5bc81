// Owns the small HTTP servers integration tests stand up on 127.0.0.1 (a simulator, the shop's side
// of a callback, a misbehaving API): a fetch-style handler on a free port, closed with its
// connections; and a provider's simulator served that way, with the requests it received.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestListener } from "@remix-run/node-fetch-server";
import type { Simulator } from "../../simulators/simulator.ts";

export interface Served {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  close(): Promise<void>;
}

export async function serveFetch(
  handler: (request: Request) => Promise<Response>,
): Promise<Served> {
  const server = http.createServer(createRequestListener(handler));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export interface ServedSimulator<S extends Simulator> extends Served {
  simulator: S;
  /** `<url><prefix>`: the base URL a client of the provider's API is given. */
  base: string;
  /** Every request received, oldest first, as method and path ("POST /simulator/mpesa/…"). */
  calls: string[];
}

/** Serves `simulator` alone (any other path is a 404); close() stops the simulator, then the server. */
export async function serveSimulator<S extends Simulator>(
  simulator: S,
): Promise<ServedSimulator<S>> {
  const calls: string[] = [];
  const served = await serveFetch(async (request) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return (await simulator.handle(request)) ?? new Response("Not found", { status: 404 });
  });
  return {
    url: served.url,
    simulator,
    base: `${served.url}${simulator.prefix}`,
    calls,
    async close() {
      await simulator.close();
      await served.close();
    },
  };
}
