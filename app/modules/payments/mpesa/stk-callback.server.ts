// Owns what the shop does with a body Daraja posts to its STK callback URL: the URL's secret is
// checked (in constant time), the body read and validated, the result matched on its
// CheckoutRequestID and applied once (stk.server.ts). The answer is Daraja's acknowledgement
// whenever the shop has dealt with the body, so Daraja stops repeating it.
import { createHash, timingSafeEqual } from "node:crypto";
import type { Db } from "../../../db/client.server.ts";
import type { Logger } from "../../../lib/logger.server.ts";
import { parseStkCallback } from "./daraja-format.ts";
import { applyStkResult } from "./stk.server.ts";

export type CallbackAnswer =
  /** Dealt with (applied, repeated or unknown): acknowledge. */
  | { status: 200; body: { ResultCode: 0; ResultDesc: string } }
  /** Not a Daraja callback body. */
  | { status: 400; body: { ResultCode: 1; ResultDesc: string } }
  /** The URL's secret is wrong: nothing is read. */
  | { status: 404; body: null };

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/** Whether the secret in the URL is the shop's, without leaking how much of it matched. */
export function isCallbackSecret(given: string, secret: string): boolean {
  return timingSafeEqual(digest(given), digest(secret));
}

function accepted(desc = "Accepted"): CallbackAnswer {
  return { status: 200, body: { ResultCode: 0, ResultDesc: desc } };
}

export async function handleStkCallback(
  db: Db,
  bodyText: string,
  { publicUrl, log }: { publicUrl: string; log: Logger },
): Promise<CallbackAnswer> {
  let raw: unknown;
  try {
    raw = JSON.parse(bodyText);
  } catch {
    log.warn("M-Pesa callback refused: not JSON");
    return { status: 400, body: { ResultCode: 1, ResultDesc: "Rejected: not JSON" } };
  }
  const parsed = parseStkCallback(raw);
  if (!parsed.ok) {
    log.warn({ error: parsed.error }, "M-Pesa callback refused: not a callback body");
    return { status: 400, body: { ResultCode: 1, ResultDesc: "Rejected: not an STK callback" } };
  }
  const callback = parsed.value;
  const applied = await applyStkResult(
    db,
    {
      checkoutRequestId: callback.checkoutRequestId,
      outcome: callback.outcome,
      resultCode: callback.resultCode,
      ...(callback.outcome === "paid"
        ? {
            amountKsh: callback.amountKsh,
            receipt: callback.receipt,
            paidAt: callback.transactionDate,
          }
        : {}),
      raw,
    },
    { publicUrl },
  );
  if (applied.applied) {
    const level = applied.state === "held" ? "warn" : "info";
    log[level](
      { orderId: applied.orderId, state: applied.state, resultCode: callback.resultCode },
      "M-Pesa callback applied",
    );
  } else if (applied.reason === "unknown") {
    log.warn(
      { checkoutRequestId: callback.checkoutRequestId },
      "M-Pesa callback for an unknown request: ignored",
    );
  } else {
    log.info({ orderId: applied.orderId }, "M-Pesa callback repeated: nothing changed");
  }
  return accepted();
}
