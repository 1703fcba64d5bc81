// What wholesale shows around the cart, checkout and item page: the items a wholesale buyer must
// order by the whole pack, a line's wholesale price and the next break when it is near, the breaks
// table (wholesale buyers) and the invitation to apply (everyone else).
import { Link } from "react-router";
import { useT } from "../i18n/translate.ts";
import { formatKsh } from "../lib/money.ts";
import type { NextBreak, QuantityBreak } from "../lib/pricing.ts";

/** `Kanga Wraps come in packs of 6`, once per item whose quantity is not a whole number of packs. */
export function PackNotices({
  packShort,
}: {
  packShort: readonly { itemId: string; name: string; packSize: number }[];
}) {
  const t = useT();
  if (packShort.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 font-semibold text-red-800"
    >
      <ul>
        {packShort.map((short) => (
          <li key={short.itemId}>
            {t("wholesale.packs", { name: short.name, count: short.packSize })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Under a cart line of a wholesale buyer: its break price, and how many more reach the next break. */
export function WholesaleLineNote({
  line,
}: {
  line: { wholesale: boolean; unitPriceCents: number; nextBreak: NextBreak | null };
}) {
  const t = useT();
  return (
    <>
      {line.wholesale ? (
        <p className="text-sm font-semibold text-green-800">
          {t("wholesale.linePrice", { price: formatKsh(line.unitPriceCents) })}
        </p>
      ) : null}
      {line.nextBreak ? (
        <p className="text-sm text-stone-800">
          {t("wholesale.addMore", {
            count: line.nextBreak.addQuantity,
            price: formatKsh(line.nextBreak.priceCents),
          })}
        </p>
      ) : null}
    </>
  );
}

/** The item page's table of quantity breaks, for wholesale buyers only. */
export function WholesaleBreaksTable({
  breaks,
  packSize,
}: {
  breaks: readonly QuantityBreak[];
  packSize: number | null;
}) {
  const t = useT();
  return (
    <div className="mt-4">
      <table className="w-full max-w-xs border-collapse text-sm">
        <caption className="text-left font-bold">{t("wholesale.table.caption")}</caption>
        <thead>
          <tr className="border-b border-stone-300 text-left">
            <th scope="col" className="py-1">
              {t("wholesale.table.quantity")}
            </th>
            <th scope="col" className="py-1 text-right">
              {t("wholesale.table.price")}
            </th>
          </tr>
        </thead>
        <tbody>
          {breaks.map((step) => (
            <tr key={step.minQuantity} className="border-b border-stone-200">
              <td className="py-1">{t("wholesale.table.from", { count: step.minQuantity })}</td>
              <td className="py-1 text-right font-semibold">{formatKsh(step.priceCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {packSize ? (
        <p className="mt-1 text-sm">{t("wholesale.table.packs", { count: packSize })}</p>
      ) : null}
    </div>
  );
}

/** For everyone but wholesale buyers, on an item with breaks: a link to apply. */
export function WholesaleInvitation() {
  const t = useT();
  return (
    <p className="mt-3 text-sm">
      <Link to="/wholesale" className="inline-block py-2 font-semibold text-brand-700 underline">
        {t("wholesale.forBusinesses")}
      </Link>
    </p>
  );
}
