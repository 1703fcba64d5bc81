// Owns where the providers' simulators answer inside the shop (and in their own processes): the
// shop's configuration, its pages' links and the simulators read the same paths.

export const simulatorPaths = {
  /** Daraja (M-Pesa): its API under this prefix, and the virtual phone at `/phone`. */
  mpesa: "/simulator/mpesa",
  /** Pesapal API 3.0: its API under this prefix, and the hosted payment page at `/pay/<OrderTrackingId>`. */
  pesapal: "/simulator/pesapal",
  /** Africa's Talking (SMS): its API under this prefix, and the list of messages sent at the prefix itself. */
  sms: "/simulator/sms",
} as const;

/** True when `pathname` is `prefix` or lies below it. */
export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
