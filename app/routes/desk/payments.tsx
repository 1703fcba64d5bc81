// /admin/payments (staff): the payments that need a person — money that came in by M-Pesa or by card
// but could not be applied by itself (a wrong amount, an order no longer waiting for payment) — each
// with its order, to be checked and recorded by hand or refunded. `?kind=card`: card payments only.
import { Link } from "react-router";
import type { Route } from "./+types/payments";
import { paymentColumns, resultWords } from "../../components/PaymentAttempts.tsx";
import { DeskOrderLink } from "../../components/order/DeskOrderLink.tsx";
import { PageTitle } from "../../components/PageTitle.tsx";
import { DataTable } from "../../components/ui/data-table.tsx";
import { useT } from "../../i18n/translate.ts";
import { formatKsh } from "../../lib/money.ts";
import {
  paybillPaymentsNeedingAPerson,
  paymentsNeedingAPerson,
} from "../../modules/payments/index.server.ts";
import { messagesFor, services } from "../../services.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const { db, lang } = services(args.context);
  const cardOnly = args.url.searchParams.get("kind") === "card";
  return {
    cardOnly,
    held: await paymentsNeedingAPerson(db, lang, cardOnly ? { provider: "pesapal" } : {}),
    paybill: cardOnly ? [] : await paybillPaymentsNeedingAPerson(db, lang),
    messages: messagesFor(args.context, "desk", "checkout"),
  };
}

const heldColumns = ["order", "when", "phone", "amount", "result", "receipt"] as const;
const paybillColumns = [
  "receipt",
  "when",
  "account",
  "payer",
  "amount",
  "result",
  "order",
] as const;

export default function AdminPayments({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { held, paybill, cardOnly } = loaderData;
  return (
    <section>
      <PageTitle page={t("desk.payments.needingTitle")} />
      <h1 className="text-2xl font-extrabold">{t("desk.payments.needingTitle")}</h1>
      <p className="mt-1 text-sm text-stone-700">{t("desk.payments.needingIntro")}</p>
      <nav aria-label={t("desk.payments.filterLabel")} className="mt-3 flex flex-wrap gap-2">
        {[
          { to: "/admin/payments", label: t("desk.payments.filter.all"), current: !cardOnly },
          {
            to: "/admin/payments?kind=card",
            label: t("desk.payments.filter.card"),
            current: cardOnly,
          },
        ].map((link) => (
          <Link
            key={link.to}
            to={link.to}
            aria-current={link.current ? "page" : undefined}
            className={link.current ? "btn" : "btn-outline"}
          >
            {link.label}
          </Link>
        ))}
      </nav>
      {held.length === 0 && paybill.length === 0 ? (
        <p className="mt-4">{t("desk.payments.needingNone")}</p>
      ) : (
        <DataTable
          boxClassName="mt-4 overflow-x-auto rounded-lg bg-white p-2 shadow-sm"
          columns={paymentColumns(t, heldColumns)}
        >
          {held.map((payment) => (
            <tr key={payment.id} className="border-b border-stone-200">
              <td className="p-2">
                <DeskOrderLink orderId={payment.orderId} orderNumber={payment.orderNumber} />
              </td>
              <td className="p-2">{payment.completedAt ?? payment.createdAt}</td>
              <td className="p-2 break-all">{payment.phone ?? payment.instrument ?? ""}</td>
              <td className="p-2 text-right">{formatKsh(payment.amountCents)}</td>
              <td className="p-2">{resultWords(t, payment)}</td>
              <td className="p-2 break-all">{payment.reference ?? ""}</td>
            </tr>
          ))}
        </DataTable>
      )}
      {paybill.length > 0 ? (
        <section aria-labelledby="paybill-heading" className="mt-6">
          <h2 id="paybill-heading" className="text-lg font-bold">
            {t("desk.payments.paybillHeading")}
          </h2>
          <DataTable
            boxClassName="mt-2 overflow-x-auto rounded-lg bg-white p-2 shadow-sm"
            columns={paymentColumns(t, paybillColumns)}
          >
            {paybill.map((payment) => (
              <tr key={payment.transId} className="border-b border-stone-200">
                <td className="p-2 break-all">{payment.transId}</td>
                <td className="p-2">{payment.at}</td>
                <td className="p-2 break-all">{payment.account}</td>
                <td className="p-2">{[payment.payer, payment.phone].filter(Boolean).join(", ")}</td>
                <td className="p-2 text-right break-all">
                  {payment.amountAsSent ?? formatKsh(payment.amountCents)}
                </td>
                <td className="p-2">
                  {resultWords(t, { state: "held", failure: payment.reason, resultCode: null })}
                </td>
                <td className="p-2">
                  {payment.orderId ? (
                    <DeskOrderLink orderId={payment.orderId} orderNumber={payment.orderNumber} />
                  ) : null}
                </td>
              </tr>
            ))}
          </DataTable>
        </section>
      ) : null}
    </section>
  );
}
