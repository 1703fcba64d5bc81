// Owns mounting the providers' simulators in the shop's own server, only those the configuration
// enables (MPESA_ENV, PESAPAL_ENV or SMS_ENV=simulator): each is imported only then, so a shop that takes real payments
// never loads simulator code.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestListener } from "@remix-run/node-fetch-server";
import type { Config } from "../app/config.server.ts";
import type { Logger } from "../app/lib/logger.server.ts";
import { isUnder } from "../app/lib/simulator-paths.ts";
import type { Simulator } from "../simulators/simulator.ts";

export interface MountedSimulators {
  /** Answers a request for a simulator's path (true), or leaves it (false). */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean>;
  close(): Promise<void>;
}

async function enabledSimulators(
  config: Config,
  log: Logger,
  sms: { deliveryReportUrl: string } | undefined,
): Promise<Simulator[]> {
  const simulators: Simulator[] = [];
  if (config.mpesaApi?.env === "simulator") {
    const { createDarajaSimulator } = await import("../simulators/mpesa/simulator.ts");
    const { passkey, consumerKey, consumerSecret, shortcode, type, tillNumber } = config.mpesaApi;
    // Mounted in the shop: callbacks go to the shop itself, never to a URL someone else gave.
    simulators.push(
      createDarajaSimulator({
        passkey,
        consumerKey,
        consumerSecret,
        // Only the shop's own paybill or till, as Daraja serves only the one the credentials are linked to.
        business: { shortCode: shortcode, type, tillNumber },
        log,
        onlyTo: config.publicUrl,
      }),
    );
    log.warn("MPESA_ENV=simulator: M-Pesa payments are simulated, no real money moves");
    if (config.publicUrl.startsWith("https:"))
      log.warn(
        "ALLOW_SIMULATOR_ON_HTTPS=true: the M-Pesa simulator answers on the public address, where anyone can approve a payment",
      );
  }
  if (config.pesapalApi?.env === "simulator") {
    const { createPesapalSimulator } = await import("../simulators/pesapal/simulator.ts");
    const { consumerKey, consumerSecret } = config.pesapalApi;
    simulators.push(
      createPesapalSimulator({
        consumerKey,
        consumerSecret,
        publicBaseUrl: config.publicUrl,
        // Mounted in the shop, it sends notices and browsers nowhere but the shop itself.
        allowedCallbackOrigin: config.publicUrl,
        log,
      }),
    );
    log.warn("PESAPAL_ENV=simulator: card payments are simulated, no real money moves");
    if (config.publicUrl.startsWith("https:"))
      log.warn(
        "ALLOW_SIMULATOR_ON_HTTPS=true: the Pesapal simulator answers on the public address, where anyone can pay with a test card",
      );
  }
  if (config.smsApi?.env === "simulator") {
    const { createSmsSimulator } = await import("../simulators/sms/simulator.ts");
    const { apiKey, username } = config.smsApi;
    simulators.push(
      createSmsSimulator({
        apiKey,
        username,
        deliveryReportUrl: sms?.deliveryReportUrl,
        allowedCallbackOrigin: config.publicUrl,
        log,
      }),
    );
    log.warn("SMS_ENV=simulator: order SMS are simulated, listed at /simulator/sms");
  }
  return simulators;
}

export async function mountSimulators(
  config: Config,
  log: Logger,
  sms?: { deliveryReportUrl: string },
): Promise<MountedSimulators> {
  const mounted = (await enabledSimulators(config, log, sms)).map((simulator) => ({
    simulator,
    listener: createRequestListener(
      async (request) =>
        (await simulator.handle(request)) ?? new Response("Not found", { status: 404 }),
    ),
  }));
  return {
    async serve(req, res, pathname) {
      const target = mounted.find(({ simulator }) => isUnder(pathname, simulator.prefix));
      if (!target) return false;
      await target.listener(req, res);
      return true;
    },
    async close() {
      await Promise.all(mounted.map(({ simulator }) => simulator.close()));
    },
  };
}
