// One item in a listing (featured items, category pages, /shop, search results): picture, name,
// the category's name in the page's language, the price ("From Ksh. ..." when sizes cost
// differently) and View Details.
import { Link } from "react-router";
import { useT, type Translator } from "../i18n/translate.ts";
import { imageUrl, imageWidths } from "../lib/images.ts";
import type { ItemSummary } from "../lib/item-summary.ts";
import { formatKsh } from "../lib/money.ts";
import type { ListedPrice } from "../lib/pricing.ts";
import { CategoryName } from "./CategoryName.tsx";

/** `small`: a 64 px square for tables; otherwise a square that fills the card's width. */
export function ItemImage({
  item,
  eager,
  size = "card",
}: {
  item: Pick<ItemSummary, "name" | "imageKey">;
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
      className={`${size === "small" ? "h-16 w-16" : "aspect-square w-full"} rounded-md bg-stone-200 object-cover`}
    />
  );
}

/** "Ksh. 1,200.00", or "From Ksh. 1,200.00" when the item's sizes cost differently. */
export function listPriceText(price: ListedPrice, t: Translator): string {
  const amount = formatKsh(price.cents);
  return price.from ? t("catalogue.priceFrom", { price: amount }) : amount;
}

function ListPrice({ price }: { price: ListedPrice }) {
  return <>{listPriceText(price, useT())}</>;
}

/** `eager`: the image is on the first screen, so it loads at once; the rest load as they scroll in. */
function ItemCard({ item, eager }: { item: ItemSummary; eager: boolean }) {
  const t = useT();
  const nameId = `item-name-${item.id}`;
  return (
    <article className="card flex w-full min-w-0 flex-col p-2 sm:p-3">
      <ItemImage item={item} eager={eager} />
      <h3 id={nameId} className="mt-2 leading-snug font-semibold">
        {item.name}
      </h3>
      <p className="text-sm text-stone-700">
        <CategoryName type={item.type} />
      </p>
      <p className="mt-1 font-bold text-brand-800">
        <ListPrice price={item.listPrice} />
      </p>
      {item.soldOut ? (
        <p className="text-sm font-semibold text-red-800">{t("catalogue.soldOut")}</p>
      ) : null}
      <div className="mt-auto pt-3">
        <Link
          to={`/item/${item.id}`}
          aria-describedby={nameId}
          className="btn-outline w-full px-2 text-sm"
        >
          {t("catalogue.viewDetails")}
        </Link>
      </div>
    </article>
  );
}

export function ItemGrid({ items, eagerCount = 4 }: { items: ItemSummary[]; eagerCount?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((item, index) => (
        <li key={item.id} className="flex">
          <ItemCard item={item} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
