// Owns the small HTTP servers integration tests stand up on 127.0.0.1 (a simulator, the shop's side
// of a callback, a misbehaving API): a fetch-style handler on a free port, closed with its connections.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestListener } from "@remix-run/node-fetch-server";

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
