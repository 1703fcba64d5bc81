// Owns assembling card payments for the shop from its configuration: the Pesapal client, the kept
// IPN id, the provider, the status worker (in processes that run workers) and refunds, behind one
// object the routes reach through the shop's services.
import type { Db } from "../../../db/client.server.ts";
import type { Logger } from "../../../lib/logger.server.ts";
import type { PaymentWorker } from "../due-payments.server.ts";
import type { PaymentProvider } from "../provider.ts";
import { handleCardReturn, handlePesapalIpn, type IpnAnswer } from "./card-notice.server.ts";
import {
  refundCardPayment,
  type CardRefundOutcome,
  type CardRefundRequest,
} from "./card-refund.server.ts";
import { startCardStatusWorker } from "./card-worker.server.ts";
import { createCardPayments, type CardPayments } from "./card.server.ts";
import { ipnIdSource } from "./ipn-registration.server.ts";
import { createPesapalClient } from "./pesapal-client.server.ts";

export interface CardServiceOptions {
  apiUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** Where Pesapal posts IPNs and sends the shopper back (the shop's public URLs). */
  ipnUrl: string;
  returnUrl: string;
  queryAfterMs: number;
  publicUrl: string;
  /** Start the status worker in this process. */
  worker: boolean;
  workerIntervalMs?: number;
}

export interface CardService {
  provider: PaymentProvider;
  payments: CardPayments;
  ipn(input: URLSearchParams | string): Promise<IpnAnswer>;
  /** The order the returning shopper's payment belongs to (its status asked on the way). */
  returned(query: URLSearchParams): Promise<{ orderId: string } | undefined>;
  refund(request: CardRefundRequest): Promise<CardRefundOutcome>;
  stop(): Promise<void>;
}

export function createCardService(db: Db, options: CardServiceOptions, log: Logger): CardService {
  const client = createPesapalClient({
    baseUrl: options.apiUrl,
    consumerKey: options.consumerKey,
    consumerSecret: options.consumerSecret,
    log,
  });
  const card = createCardPayments({
    db,
    client,
    ipn: ipnIdSource(db, client, { apiUrl: options.apiUrl, ipnUrl: options.ipnUrl }),
    returnUrl: options.returnUrl,
    queryAfterMs: options.queryAfterMs,
    mail: { publicUrl: options.publicUrl },
    log,
  });
  const worker: PaymentWorker | undefined = options.worker
    ? startCardStatusWorker(db, card, log, { intervalMs: options.workerIntervalMs })
    : undefined;
  return {
    provider: card.provider,
    payments: card,
    ipn: (input) => handlePesapalIpn(card, input, log),
    returned: (query) => handleCardReturn(card, query),
    refund: (request) => refundCardPayment(db, client, request, log),
    stop: async () => {
      await worker?.stop();
    },
  };
}
