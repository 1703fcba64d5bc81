// /admin/payments (staff): the payments that need a person — money that came in by M-Pesa but could
// not be applied by itself (a wrong amount, an order no longer waiting for payment) — each with its
// order, to be checked and recorded by hand or refunded.
import { Link } from "react-router";
import type { Route } from "./+types/payments";
import { resultWords } from "../../components/PaymentAttempts.tsx";
import { PageTitle } from "../../components/PageTitle.tsx";
import { TableHead } from "../../components/ui/table-head.tsx";
import { useT } from "../../i18n/translate.ts";
import { formatKsh } from "../../lib/money.ts";
import {
  paybillPaymentsNeedingAPerson,
  paymentsNeedingAPerson,
} from "../../modules/payments/index.server.ts";
import { messagesFor, services } from "../../services.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const { db, lang } = services(args.context);
  return {
    held: await paymentsNeedingAPerson(db, lang),
    paybill: await paybillPaymentsNeedingAPerson(db, lang),
    messages: messagesFor(args.context, "desk", "checkout"),
  };
}

export default function AdminPayments({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { held, paybill } = loaderData;
  return (
    <section>
      <PageTitle page={t("desk.payments.needingTitle")} />
      <h1 className="text-2xl font-extrabold">{t("desk.payments.needingTitle")}</h1>
      <p className="mt-1 text-sm text-stone-700">{t("desk.payments.needingIntro")}</p>
      {held.length === 0 && paybill.length === 0 ? (
        <p className="mt-4">{t("desk.payments.needingNone")}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-lg bg-white p-2 shadow-sm">
          <table className="w-full text-left text-sm">
            <TableHead
              columns={[
                { label: t("desk.payments.column.order") },
                { label: t("desk.payments.column.when") },
                { label: t("desk.payments.column.phone") },
                { label: t("desk.payments.column.amount"), numeric: true },
                { label: t("desk.payments.column.result") },
                { label: t("desk.payments.column.receipt") },
              ]}
            />
            <tbody>
              {held.map((payment) => (
                <tr key={payment.id} className="border-b border-stone-200">
                  <td className="p-2">
                    <Link
                      to={`/admin/orders/${payment.orderId}`}
                      className="font-semibold text-brand-700 underline"
                    >
                      {payment.orderNumber}
                    </Link>
                  </td>
                  <td className="p-2">{payment.completedAt ?? payment.createdAt}</td>
                  <td className="p-2">{payment.phone ?? ""}</td>
                  <td className="p-2 text-right">{formatKsh(payment.amountCents)}</td>
                  <td className="p-2">{resultWords(t, payment)}</td>
                  <td className="p-2 break-all">{payment.reference ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {paybill.length > 0 ? (
        <section aria-labelledby="paybill-heading" className="mt-6">
          <h2 id="paybill-heading" className="text-lg font-bold">
            {t("desk.payments.paybillHeading")}
          </h2>
          <div className="mt-2 overflow-x-auto rounded-lg bg-white p-2 shadow-sm">
            <table className="w-full text-left text-sm">
              <TableHead
                columns={[
                  { label: t("desk.payments.column.receipt") },
                  { label: t("desk.payments.column.when") },
                  { label: t("desk.payments.column.account") },
                  { label: t("desk.payments.column.payer") },
                  { label: t("desk.payments.column.amount"), numeric: true },
                  { label: t("desk.payments.column.result") },
                  { label: t("desk.payments.column.order") },
                ]}
              />
              <tbody>
                {paybill.map((payment) => (
                  <tr key={payment.transId} className="border-b border-stone-200">
                    <td className="p-2 break-all">{payment.transId}</td>
                    <td className="p-2">{payment.at}</td>
                    <td className="p-2 break-all">{payment.account}</td>
                    <td className="p-2">
                      {[payment.payer, payment.phone].filter(Boolean).join(", ")}
                    </td>
                    <td className="p-2 text-right break-all">
                      {payment.amountAsSent ?? formatKsh(payment.amountCents)}
                    </td>
                    <td className="p-2">
                      {resultWords(t, { state: "held", failure: payment.reason, resultCode: null })}
                    </td>
                    <td className="p-2">
                      {payment.orderId ? (
                        <Link
                          to={`/admin/orders/${payment.orderId}`}
                          className="font-semibold text-brand-700 underline"
                        >
                          {payment.orderNumber}
                        </Link>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </section>
  );
}
