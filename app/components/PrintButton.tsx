// The `Print` button of the printable pages (receipt, packing slip): it opens the browser's print
// dialog. Without JavaScript the page says to use the browser's own Print instead; either way the
// print stylesheet leaves out the shop's header, footer and desk menu.
import { useT } from "../i18n/translate.ts";

export function PrintButton() {
  const t = useT();
  return (
    <div className="print:hidden">
      <button type="button" className="btn" onClick={() => window.print()}>
        {t("common.print.button")}
      </button>
      <noscript>
        <p className="mt-2 text-sm">{t("common.print.withoutScript")}</p>
      </noscript>
    </div>
  );
}
