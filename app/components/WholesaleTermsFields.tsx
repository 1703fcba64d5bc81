// The item forms' wholesale fields: `Wholesale prices` (quantity breaks, `6+ 1200, 12+ 1100`) and
// `Pack size`, each with its hint and refusal; the values as typed come back with a refusal.
import { useT, type Message } from "../i18n/translate.ts";
import { wholesaleRules } from "../lib/rules/wholesale.ts";
import { boundFields, TextField, wholeNumber } from "./ui/fields.tsx";

export function WholesaleTermsFields({
  values,
  errors,
}: {
  values: { wholesalePrices?: string; packSize?: string };
  errors: Record<string, Message>;
}) {
  const t = useT();
  const field = boundFields(values, errors);
  return (
    <>
      <TextField
        label={t("wholesale.field.breaks")}
        {...field("wholesalePrices")}
        maxLength={wholesaleRules.breaks.maxLength}
        placeholder="6+ 1200, 12+ 1100"
        hint={t("wholesale.field.breaksHint")}
      />
      <TextField
        label={t("wholesale.field.packSize")}
        {...field("packSize")}
        {...wholeNumber(wholesaleRules.packSize)}
        hint={t("wholesale.field.packSizeHint")}
      />
    </>
  );
}
