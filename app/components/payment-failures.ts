// Why a payment failed, as a reason the message catalogue words (`checkout.pay.reason.…` for
// M-Pesa, `checkout.card.reason.…` for cards): the success page's alert and the desk's attempts
// table say the same words. A failure code the catalogue does not know reads as the general one.

const mpesaReasons = [
  "cancelled",
  "insufficient-funds",
  "unreachable",
  "wrong-pin",
  "expired",
  "busy",
  "unavailable",
  "refused",
  "failed",
] as const;

const cardReasons = [
  "declined",
  "insufficient-funds",
  "cancelled",
  "reversed",
  "expired",
  "unavailable",
  "refused",
] as const;

/** An M-Pesa request's failure ("failed" for a code without words of its own). */
export function mpesaFailureReason(failure: string | null): (typeof mpesaReasons)[number] {
  return (mpesaReasons as readonly (string | null)[]).includes(failure)
    ? (failure as (typeof mpesaReasons)[number])
    : "failed";
}

/** A card payment's failure ("declined" for a code without words of its own). */
export function cardFailureReason(failure: string | null): (typeof cardReasons)[number] {
  return (cardReasons as readonly (string | null)[]).includes(failure)
    ? (failure as (typeof cardReasons)[number])
    : "declined";
}
