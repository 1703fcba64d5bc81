// Owns what the shop does with Pesapal's notices: an IPN (a POST's JSON body or a GET's query) and
// the shopper's browser coming back to the callback URL. Neither is trusted: each only names a
// payment, whose status the shop then asks of Pesapal (card.server.ts), so a forged notice can
// at most make the shop ask. The IPN's answer is Pesapal's acknowledgement: status 200 once the
// shop has dealt with it, 500 when Pesapal could not be asked (it sends the IPN again).
import type { Logger } from "../../../lib/logger.server.ts";
import type { CardPayments } from "./card.server.ts";
import { ipnAcknowledgement, parsePesapalNotification } from "./pesapal-format.ts";

export type IpnAnswer = { status: 200 | 400; body: unknown };

export async function handlePesapalIpn(
  card: CardPayments,
  input: URLSearchParams | string,
  log: Logger,
): Promise<IpnAnswer> {
  let raw: unknown = input;
  if (typeof input === "string") {
    try {
      raw = JSON.parse(input);
    } catch {
      return { status: 400, body: { status: 400, message: "not JSON" } };
    }
  }
  const parsed = parsePesapalNotification(raw);
  if (!parsed.ok) {
    log.warn({ error: parsed.error }, "Pesapal IPN refused: not a notification");
    return { status: 400, body: { status: 400, message: "not an IPN" } };
  }
  const notice = parsed.value;
  const outcome = await card.verify(notice.orderTrackingId, {
    merchantReference: notice.merchantReference,
  });
  if (!outcome.applied && outcome.reason === "unknown")
    log.warn(
      { orderTrackingId: notice.orderTrackingId.slice(0, 60) },
      "Pesapal IPN for an unknown payment: ignored",
    );
  const processed = outcome.applied || outcome.reason !== "unavailable";
  return { status: 200, body: ipnAcknowledgement(notice, processed) };
}

/**
 * The shopper is back from the hosted page: the payment's status is asked right away (so the
 * success view can say Paid at once), and the order it belongs to is where the browser goes next.
 * Undefined when the query names no payment of this shop.
 */
export async function handleCardReturn(
  card: CardPayments,
  query: URLSearchParams,
): Promise<{ orderId: string } | undefined> {
  const parsed = parsePesapalNotification(query);
  if (!parsed.ok) return undefined;
  const payment = await card.find(parsed.value.orderTrackingId);
  if (!payment || payment.id !== parsed.value.merchantReference) return undefined;
  await card.verify(payment.providerRequestId!, {
    merchantReference: payment.id,
    cancelled: query.get("cancelled") === "1",
  });
  return { orderId: payment.orderId };
}
