// Follows a payment on the success view while it waits: asks the status endpoint every few seconds
// and reloads the page's data when the order or its latest payment changed. (Without JavaScript the
// page refreshes itself instead: a <noscript> refresh in each payment's panel.)
import { useEffect } from "react";
import { useRevalidator } from "react-router";

export interface PolledPayment {
  orderId: string;
  orderStatus: string;
  payment: { id: string; state: string } | null;
}

export function usePaymentPolling(view: PolledPayment, waiting: boolean) {
  const { revalidate } = useRevalidator();
  const shown = `${view.orderStatus}/${view.payment?.id}/${view.payment?.state}`;
  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const answer = await fetch(`/checkout/success/${view.orderId}/status`, {
          headers: { Accept: "application/json" },
        });
        if (!answer.ok || stopped) return;
        const now = (await answer.json()) as PolledPayment;
        if (`${now.orderStatus}/${now.payment?.id}/${now.payment?.state}` !== shown)
          void revalidate();
      } catch {
        // Offline for a moment: the next tick asks again.
      }
    }, 2_000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [waiting, shown, view.orderId, revalidate]);
}
