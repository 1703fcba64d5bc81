// The packing slip of an order (`/admin/orders/{orderId}/packing-slip`, staff only through the
// desk's layout): what goes in the parcel — each line's item, size, quantity and the customer's
// instructions — and where it goes (name, address, phone). No prices: the slip travels with the
// parcel. Printable on one page, like the receipt.
import type { Route } from "./+types/packing-slip";
import { ShippingAddress } from "../../components/order/ShippingAddress.tsx";
import { PageTitle } from "../../components/PageTitle.tsx";
import { PrintButton } from "../../components/PrintButton.tsx";
import { refusal } from "../../i18n/refusal.ts";
import { useT } from "../../i18n/translate.ts";
import { viewOrder } from "../../modules/orders/index.server.ts";
import { messagesFor, services } from "../../services.server.ts";
import { staffMember } from "../../staff.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const staff = staffMember(args.context);
  const { db, lang } = services(args.context);
  const view = await viewOrder(db, args.params.orderId, staff, { forStaff: true, lang });
  if (!view)
    throw refusal(404, "common.error.orderNotFound", {
      orderId: args.params.orderId.slice(0, 100),
    });
  return {
    orderNumber: view.order.orderNumber,
    createdAt: view.order.createdAt,
    shipping: view.order.shipping,
    lines: view.lines.map(({ key, name, sizeLabel, quantity, instructions }) => ({
      key,
      name,
      sizeLabel,
      quantity,
      instructions,
    })),
    messages: messagesFor(args.context, "desk", "orders"),
  };
}

export default function PackingSlip({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { orderNumber, createdAt, shipping, lines } = loaderData;
  const title = t("desk.slip.title", { orderNumber });
  return (
    <article className="mx-auto max-w-2xl rounded-lg bg-white p-6 shadow-sm print:max-w-none print:p-0 print:shadow-none">
      <PageTitle page={title} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-2xl font-extrabold text-brand-700">{t("common.brand")}</p>
          <h1 className="mt-1 text-xl font-bold">{title}</h1>
          <p className="text-sm">{createdAt}</p>
        </div>
        <PrintButton />
      </div>
      <section aria-labelledby="slip-to" className="mt-4 rounded-md border border-stone-300 p-3">
        <h2 id="slip-to" className="font-bold">
          {t("desk.slip.shipTo")}
        </h2>
        <ShippingAddress
          shipping={shipping}
          withEmail={false}
          className="mt-1 text-lg not-italic"
        />
      </section>
      <table className="mt-4 w-full text-left">
        <caption className="text-left font-bold">{t("desk.slip.contents")}</caption>
        <thead>
          <tr className="border-b border-stone-400">
            {[
              { label: t("orders.summary.item"), className: "px-1 py-1" },
              { label: t("desk.slip.size"), className: "px-1 py-1" },
              { label: t("orders.summary.quantity"), className: "px-1 py-1 text-right" },
              { label: t("desk.slip.packed"), className: "px-1 py-1 text-center" },
            ].map((column) => (
              <th key={column.label} scope="col" className={column.className}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} className="border-b border-stone-200 align-top">
              <td className="px-1 py-2 break-words">
                {line.name}
                {line.instructions ? (
                  <span className="block text-sm whitespace-pre-line text-stone-700">
                    {t("desk.order.lineDetails", { instructions: line.instructions })}
                  </span>
                ) : null}
              </td>
              <td className="px-1 py-2">{line.sizeLabel ?? "—"}</td>
              <td className="px-1 py-2 text-right text-lg font-bold">{line.quantity}</td>
              <td className="px-1 py-2 text-center" aria-hidden="true">
                ☐
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
