// Owns the shop's IPN registration with Pesapal: the IPN URL is registered once per API and URL and
// its ipn_id kept in the database (every app server and every restart sends the same
// notification_id). Registered when first needed, so a Pesapal that is down at start costs nothing
// but that one order's request; two servers registering at once keep the first id stored.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { pesapalIpnRegistrations } from "../../../db/schema/payments.ts";
import type { PesapalClient, PesapalFailure } from "./pesapal-client.server.ts";

export interface IpnIdSource {
  /** The kept ipn_id, registering the URL first when it never was. */
  ipnId(): Promise<{ ok: true; ipnId: string } | PesapalFailure>;
}

export function ipnIdSource(
  db: Db,
  client: PesapalClient,
  { apiUrl, ipnUrl }: { apiUrl: string; ipnUrl: string },
): IpnIdSource {
  let known: string | null = null;
  const stored = async () =>
    (
      await db
        .select({ ipnId: pesapalIpnRegistrations.ipnId })
        .from(pesapalIpnRegistrations)
        .where(
          and(
            eq(pesapalIpnRegistrations.apiUrl, apiUrl),
            eq(pesapalIpnRegistrations.ipnUrl, ipnUrl),
          ),
        )
    )[0]?.ipnId ?? null;
  return {
    async ipnId() {
      known ??= await stored();
      if (known) return { ok: true, ipnId: known };
      const registered = await client.registerIpn(ipnUrl, "POST");
      if (!registered.ok) return registered;
      await db
        .insert(pesapalIpnRegistrations)
        .values({ apiUrl, ipnUrl, ipnId: registered.ipnId })
        .onConflictDoNothing();
      known = await stored();
      return { ok: true, ipnId: known ?? registered.ipnId };
    },
  };
}
