// Owns the small HTTP servers integration tests stand up on 127.0.0.1 (a simulator, or the shop's
// side of a provider's calls): a fetch-style handler served on a free port, and a close that does
// not wait for kept-alive connections.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestListener } from "@remix-run/node-fetch-server";

export interface Served {
  url: string;
  close(): Promise<void>;
}

export async function serve(handler: (request: Request) => Promise<Response>): Promise<Served> {
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
