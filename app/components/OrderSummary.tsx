// The lines and totals of a cart or an order: name, quantity, line total, delivery fee and total.
import { formatKsh } from "../lib/money.ts";

export interface SummaryLine {
  key: string;
  name: string;
  quantity: number;
  lineTotalCents: number;
}

export function OrderSummary({ lines, deliveryFeeCents, totalCents }: { lines: SummaryLine[]; deliveryFeeCents: number; totalCents: number }) {
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-stone-300">
          <th scope="col" className="py-1">Item</th>
          <th scope="col" className="py-1 text-right">Quantity</th>
          <th scope="col" className="py-1 text-right">Line total</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} className="border-b border-stone-200">
            <td className="py-1 break-words">{line.name}</td>
            <td className="py-1 text-right">{line.quantity}</td>
            <td className="py-1 text-right">{formatKsh(line.lineTotalCents)}</td>
          </tr>
        ))}
        {deliveryFeeCents > 0 ? (
          <tr className="border-b border-stone-200">
            <td className="py-1" colSpan={2}>Delivery</td>
            <td className="py-1 text-right">{formatKsh(deliveryFeeCents)}</td>
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2} className="py-2 text-base">Total</th>
          <td className="py-2 text-right text-base font-bold text-brand-800">{formatKsh(totalCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
