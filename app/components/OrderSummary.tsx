// The lines and totals of a cart or an order: name, quantity, line total, delivery fee and total,
// every figure from the shop's one pricing function.
import { useT } from "../i18n/translate.ts";
import { formatKsh } from "../lib/money.ts";
import { quote } from "../lib/pricing.ts";
import { TableHead } from "./ui/table-head.tsx";

export interface SummaryLine {
  key: string;
  name: string;
  sizeLabel?: string | null;
  quantity: number;
  unitPriceCents: number;
  /** Shown under the item's name (the desk: the customer's instructions). */
  details?: string;
}

export function OrderSummary({
  lines,
  deliveryFeeCents,
}: {
  lines: SummaryLine[];
  deliveryFeeCents: number;
}) {
  const t = useT();
  const priced = quote(lines, deliveryFeeCents);
  return (
    <table className="w-full text-left text-sm">
      <TableHead
        cellPadding="py-1"
        columns={[
          { label: t("orders.summary.item") },
          { label: t("orders.summary.quantity"), numeric: true },
          { label: t("orders.summary.lineTotal"), numeric: true },
        ]}
      />
      <tbody>
        {priced.lines.map((line) => (
          <tr key={line.key} className="border-b border-stone-200">
            <td className="py-1 break-words">
              {line.name}
              {line.sizeLabel ? (
                <span className="text-stone-700">
                  {" "}
                  ({t("orders.summary.size", { size: line.sizeLabel })})
                </span>
              ) : null}
              {line.details ? (
                <span className="block whitespace-pre-line text-stone-700">{line.details}</span>
              ) : null}
            </td>
            <td className="py-1 text-right">{line.quantity}</td>
            <td className="py-1 text-right">{formatKsh(line.lineTotalCents)}</td>
          </tr>
        ))}
        {priced.deliveryCents > 0 ? (
          <tr className="border-b border-stone-200">
            <td className="py-1" colSpan={2}>
              {t("orders.summary.delivery")}
            </td>
            <td className="py-1 text-right">{formatKsh(priced.deliveryCents)}</td>
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2} className="py-2 text-base">
            {t("orders.summary.total")}
          </th>
          <td className="py-2 text-right text-base font-bold text-brand-800">
            {formatKsh(priced.totalCents)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
