// The item page's sizes: one radio per size (works without JavaScript); a sold-out size is disabled
// and says so, a size with few left says how many, a size with its own price shows it.
import { useT, type Message } from "../i18n/translate.ts";
import { formatKsh } from "../lib/money.ts";
import { RadioGroup } from "./ui/fields.tsx";

export interface SizeChoice {
  id: string;
  label: string;
  /** Pieces left; null when not counted. */
  left: number | null;
  priceCents: number;
}

export function SizePicker({
  sizes,
  itemPriceCents,
  lowStockAt,
  chosen,
  error,
}: {
  sizes: readonly SizeChoice[];
  itemPriceCents: number;
  lowStockAt: number;
  chosen?: string;
  error?: Message;
}) {
  const t = useT();
  const note = (size: SizeChoice) => {
    const notes = [
      ...(size.priceCents !== itemPriceCents ? [formatKsh(size.priceCents)] : []),
      ...(size.left === 0
        ? [t("catalogue.soldOut")]
        : size.left !== null && size.left <= lowStockAt
          ? [t("catalogue.onlyLeft", { count: size.left })]
          : []),
    ];
    return notes.length > 0 ? notes.join(", ") : undefined;
  };
  return (
    <RadioGroup
      legend={t("catalogue.size.legend")}
      name="sizeId"
      defaultValue={chosen}
      error={error}
      options={sizes.map((size) => ({
        value: size.id,
        label: size.label,
        disabled: size.left === 0,
        note: note(size),
        unitCents: size.priceCents,
      }))}
    />
  );
}
