// Owns the simulated orders: SubmitOrderRequest (checked as Pesapal checks it, against the
// registered IPNs and, when set, the shop's origin), each order's payment and refund as they
// happen, the browser's way back to the shop, and the IPNs (GET or POST, as registered) sent while
// the shop does not acknowledge them.
import type { Logger } from "../../app/lib/logger.server.ts";
import type { CallbackSender } from "../shared/callback-sender.ts";
import { json, pesapalError, pesapalGuid, type ConfirmationCodes } from "./pesapal-answers.ts";
import {
  allowedDestination,
  invalidField,
  orderRequest,
  readJsonBody,
  type OrderRequest,
} from "./pesapal-fields.ts";
import type { IpnDesk, IpnRegistration } from "./ipn-registrations.ts";
import { cardDigits, cardScheme, maskedCard, type CardOutcome } from "./test-cards.ts";

export interface Payment {
  status: "COMPLETED" | "FAILED";
  confirmationCode: string;
  paymentMethod: string;
  paymentAccount: string;
  description: string;
  at: Date;
}

export interface Refund {
  amountCents: number;
  username: string;
  remarks: string;
  at: Date;
}

export interface SimulatedOrder {
  orderTrackingId: string;
  merchantReference: string;
  amountCents: number;
  currency: string;
  description: string;
  callbackUrl: string;
  cancellationUrl: string | null;
  ipn: IpnRegistration;
  createdAt: Date;
  /** False once paid with the card that pays without any IPN: its order never notifies. */
  notifies: boolean;
  /** Null until the payer pays (or is declined) on the page: one attempt, final. */
  payment: Payment | null;
  /** Pesapal takes one refund a payment; a whole one reverses it. */
  refund: Refund | null;
}

export interface OrderDesk {
  /** POST /api/Transactions/SubmitOrderRequest (the token already checked). */
  submit(request: Request): Promise<Response>;
  find(orderTrackingId: string): SimulatedOrder | undefined;
  findByConfirmationCode(confirmationCode: string): SimulatedOrder | undefined;
  /** Records the card's outcome; false (nothing recorded) when the order already has one. */
  pay(order: SimulatedOrder, typedCard: string, outcome: CardOutcome): boolean;
  /** Records an accepted refund and notifies the shop when it reversed the payment. */
  refund(order: SimulatedOrder, refund: Refund): void;
  /** Where the browser goes after paying: the callback URL with the order named in its query. */
  callbackLocation(order: SimulatedOrder): string;
  /** Where Cancel sends the browser: the cancellation URL, or the callback URL without one. */
  cancelLocation(order: SimulatedOrder): string;
}

export interface OrderDeskOptions {
  /** The path of the payment pages: `<pagePath>/<OrderTrackingId>`. */
  pagePath: string;
  /** Where browsers reach the simulator; by default the origin the order request came to. */
  publicBaseUrl?: string;
  allowedCallbackOrigin?: string;
  /** What the merchant account takes. */
  currencies: readonly string[];
  ipns: IpnDesk;
  callbacks: CallbackSender;
  ipnRetryDelaysMs: readonly number[];
  confirmationCodes: ConfirmationCodes;
  log?: Logger;
}

/** Orders remembered for status queries and refunds; the oldest are forgotten beyond this. */
const rememberedOrders = 10_000;

/** The shop's IPN answer must name the order and say status 200; anything else is sent again. */
function acknowledges(orderTrackingId: string) {
  return (answer: unknown): boolean => {
    const ack = answer as { orderTrackingId?: unknown; status?: unknown } | null;
    return ack?.orderTrackingId === orderTrackingId && String(ack?.status) === "200";
  };
}

function withOrderInQuery(url: string, order: SimulatedOrder, type: string): string {
  const target = new URL(url);
  target.searchParams.set("OrderTrackingId", order.orderTrackingId);
  target.searchParams.set("OrderMerchantReference", order.merchantReference);
  target.searchParams.set("OrderNotificationType", type);
  return target.href;
}

export function createOrderDesk(options: OrderDeskOptions): OrderDesk {
  const { ipns, callbacks, log } = options;
  const orders = new Map<string, SimulatedOrder>();
  const byReference = new Map<string, SimulatedOrder>();
  const byConfirmationCode = new Map<string, SimulatedOrder>();

  function remember(order: SimulatedOrder): void {
    orders.set(order.orderTrackingId, order);
    byReference.set(order.merchantReference, order);
    for (const [id, old] of orders) {
      if (orders.size <= rememberedOrders) break;
      orders.delete(id);
      byReference.delete(old.merchantReference);
      if (old.payment) byConfirmationCode.delete(old.payment.confirmationCode);
    }
  }

  /** Tells the shop the order's status changed, as its IPN was registered; never for the silent card. */
  function notify(order: SimulatedOrder): void {
    if (!order.notifies) return;
    const fields = {
      OrderTrackingId: order.orderTrackingId,
      OrderNotificationType: "IPNCHANGE",
      OrderMerchantReference: order.merchantReference,
    };
    void callbacks.deliver(
      order.ipn.url,
      order.ipn.method === "GET" ? { query: fields } : { json: fields },
      "ipn",
      options.ipnRetryDelaysMs,
      { about: order.orderTrackingId, accepts: acknowledges(order.orderTrackingId) },
    );
  }

  /** Why Pesapal would not take this order, or null. */
  function refusal(order: OrderRequest): Response | null {
    if (!options.currencies.includes(order.currency)) {
      return pesapalError(
        "invalid_request_error",
        "invalid_api_request_parameters",
        `Invalid currency provided. This merchant account takes ${options.currencies.join(", ")}`,
      );
    }
    if (!ipns.find(order.notification_id)) {
      // The sandbox's own words for an unknown notification_id.
      return pesapalError(
        "invalid_request_error",
        "invalid_api_request_parameters",
        "Invalid IPN URL ID provided.Check format and try again",
      );
    }
    const urls = [order.callback_url, order.cancellation_url ?? order.callback_url];
    if (!urls.every((url) => allowedDestination(url, options.allowedCallbackOrigin))) {
      return pesapalError(
        "invalid_request_error",
        "invalid_api_request_parameters",
        "Invalid callback URL provided. This simulator redirects only to the shop's own origin",
      );
    }
    if (byReference.has(order.id)) {
      return pesapalError(
        "invalid_request_error",
        "invalid_api_request_parameters",
        "Duplicate merchant reference provided. Each order request needs a unique id",
      );
    }
    return null;
  }

  return {
    async submit(request) {
      const read = await readJsonBody(request);
      if (!read.ok) return read.answer;
      const body = read.body as { billing_address?: unknown } | null;
      if (typeof body === "object" && body !== null && body.billing_address == null) {
        // As the sandbox answers an order without one.
        return pesapalError(
          "api_error",
          "missing_mandatory_billing_address",
          "Please provide billing details information on your API request.",
        );
      }
      const parsed = orderRequest.safeParse(read.body);
      if (!parsed.success) return invalidField(parsed.error);
      const refused = refusal(parsed.data);
      if (refused) return refused;
      const fields = parsed.data;
      const order: SimulatedOrder = {
        orderTrackingId: pesapalGuid(),
        merchantReference: fields.id,
        amountCents: fields.amount,
        currency: fields.currency,
        description: fields.description.trim(),
        callbackUrl: fields.callback_url,
        cancellationUrl: fields.cancellation_url ?? null,
        ipn: ipns.find(fields.notification_id)!,
        createdAt: new Date(),
        notifies: true,
        payment: null,
        refund: null,
      };
      remember(order);
      log?.info(
        { simulator: "pesapal-order", orderTrackingId: order.orderTrackingId },
        "Pesapal simulator: order submitted",
      );
      const base = (options.publicBaseUrl ?? new URL(request.url).origin).replace(/\/+$/, "");
      return json(200, {
        order_tracking_id: order.orderTrackingId,
        merchant_reference: order.merchantReference,
        redirect_url: `${base}${options.pagePath}/${order.orderTrackingId}`,
        error: null,
        status: "200",
      });
    },

    find(orderTrackingId) {
      return orders.get(orderTrackingId);
    },

    findByConfirmationCode(confirmationCode) {
      return byConfirmationCode.get(confirmationCode);
    },

    pay(order, typedCard, outcome) {
      if (order.payment) return false;
      const digits = cardDigits(typedCard);
      order.payment = {
        status: outcome.status,
        confirmationCode: options.confirmationCodes.next(),
        paymentMethod: cardScheme(digits),
        paymentAccount: maskedCard(digits),
        description: outcome.description,
        at: new Date(),
      };
      order.notifies = outcome.sendsIpn;
      byConfirmationCode.set(order.payment.confirmationCode, order);
      log?.info(
        {
          simulator: "pesapal-order",
          orderTrackingId: order.orderTrackingId,
          status: outcome.status,
        },
        "Pesapal simulator: card payment",
      );
      notify(order);
      return true;
    },

    refund(order, refund) {
      order.refund = refund;
      // Only a whole refund changes the status (to REVERSED), and only a change is notified.
      if (refund.amountCents === order.amountCents) notify(order);
    },

    callbackLocation(order) {
      return withOrderInQuery(order.callbackUrl, order, "CALLBACKURL");
    },

    cancelLocation(order) {
      return withOrderInQuery(order.cancellationUrl ?? order.callbackUrl, order, "CALLBACKURL");
    },
  };
}
