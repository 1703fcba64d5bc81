// `npm run mpesa-simulator`: the Daraja simulator as a process of its own, for demos and for tests
// that point MPESA_API_URL at it. Port MPESA_SIMULATOR_PORT (default 3199; 0 picks a free one) on
// 127.0.0.1; MPESA_PASSKEY, MPESA_CONSUMER_KEY and MPESA_CONSUMER_SECRET are checked when set.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestListener } from "@remix-run/node-fetch-server";
import { createLogger } from "../app/lib/logger.server.ts";
import { createDarajaSimulator, simulatorPrefix } from "../server/mpesa-simulator/simulator.ts";

const env = process.env;
const port = Number(env.MPESA_SIMULATOR_PORT ?? 3199);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(
    `MPESA_SIMULATOR_PORT must be a port number, not ${JSON.stringify(env.MPESA_SIMULATOR_PORT)}`,
  );
  process.exit(2);
}

const log = createLogger(env.LOG_LEVEL ?? "info");
const simulator = createDarajaSimulator({
  passkey: env.MPESA_PASSKEY || undefined,
  consumerKey: env.MPESA_CONSUMER_KEY || undefined,
  consumerSecret: env.MPESA_CONSUMER_SECRET || undefined,
  log,
});
const server = http.createServer(
  createRequestListener(
    async (request) =>
      (await simulator.handle(request)) ??
      new Response("Not found: the simulator lives under /simulator/mpesa/", { status: 404 }),
  ),
);

server.listen(port, "127.0.0.1", () => {
  const { port: actualPort } = server.address() as AddressInfo;
  console.log(`M-Pesa simulator ready at http://127.0.0.1:${actualPort}${simulatorPrefix}`);
});

async function stop(signal: NodeJS.Signals): Promise<void> {
  log.info({ signal }, "M-Pesa simulator stopping");
  await simulator.close();
  server.close();
  // Idle keep-alive connections would hold the process open.
  server.closeIdleConnections();
}

process.once("SIGTERM", (signal) => void stop(signal));
process.once("SIGINT", (signal) => void stop(signal));
