// While a page's data is on its way (client navigation), says so with the seed's loading texts.
import { useNavigation } from "react-router";
import type { MessageKey } from "../i18n/messages/en.ts";
import { useT } from "../i18n/translate.ts";

const loadingTexts: [prefix: string, text: MessageKey][] = [
  ["/type/", "common.loading.items"],
  ["/item/", "common.loading.product"],
  ["/cart", "common.loading.cart"],
  ["/order-confirmation/", "common.loading.order"],
];

export function PendingNotice() {
  const t = useT();
  const navigation = useNavigation();
  const pathname = navigation.state === "loading" ? navigation.location.pathname : null;
  const text = pathname
    ? loadingTexts.find(([prefix]) => pathname.startsWith(prefix))?.[1]
    : undefined;
  return (
    <p
      role="status"
      className={text ? "mb-4 rounded-md bg-brand-50 px-3 py-2 text-brand-800" : "sr-only"}
    >
      {text ? t(text) : ""}
    </p>
  );
}
