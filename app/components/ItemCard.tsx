// One item in a listing: image (the seed's 150 px box), name, type, price and View Details.
import { Link } from "react-router";
import { useT } from "../i18n/translate.ts";
import { imageUrl, imageWidths } from "../lib/images.ts";
import type { ItemSummary } from "../lib/item-summary.ts";
import { formatKsh } from "../lib/money.ts";

/** `small`: a 64 px square for tables; otherwise the seed's 150 px high box. */
export function ItemImage({
  item,
  eager,
  size = "card",
}: {
  item: ItemSummary;
  eager: boolean;
  size?: "card" | "small";
}) {
  return (
    <img
      src={imageUrl(item.imageKey, "thumb")}
      alt={item.name}
      width={imageWidths.thumb}
      height={imageWidths.thumb}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`${size === "small" ? "h-16 w-16" : "h-[150px] w-full"} rounded-md bg-stone-200 object-cover`}
    />
  );
}

/** `eager`: the image is on the first screen, so it loads at once; the rest load as they scroll in. */
function ItemCard({
  item,
  eager,
  showDetails = true,
}: {
  item: ItemSummary;
  eager: boolean;
  showDetails?: boolean;
}) {
  const t = useT();
  const nameId = `item-name-${item.id}`;
  return (
    <article className="flex w-full flex-col rounded-lg border border-stone-200 bg-white p-3 shadow-sm">
      <ItemImage item={item} eager={eager} />
      <h3 id={nameId} className="mt-2 font-semibold">
        {item.name}
      </h3>
      {item.soldOut ? (
        <p className="text-sm font-semibold text-red-800">{t("catalogue.soldOut")}</p>
      ) : null}
      {showDetails ? (
        <>
          <p className="text-sm text-stone-700 capitalize">{item.type}</p>
          <p className="font-bold text-brand-800">{formatKsh(item.priceCents)}</p>
        </>
      ) : null}
      <Link
        to={`/item/${item.id}`}
        aria-describedby={nameId}
        className="btn-outline mt-auto self-start text-sm"
      >
        {t("catalogue.viewDetails")}
      </Link>
    </article>
  );
}

export function ItemGrid({
  items,
  eagerCount = 4,
  showDetails = true,
}: {
  items: ItemSummary[];
  eagerCount?: number;
  showDetails?: boolean;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((item, index) => (
        <li key={item.id} className="flex">
          <ItemCard item={item} eager={index < eagerCount} showDetails={showDetails} />
        </li>
      ))}
    </ul>
  );
}
