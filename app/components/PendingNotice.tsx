// While a page's data is on its way (client navigation), says so with the seed's loading texts.
import { useNavigation } from "react-router";

const loadingTexts: [prefix: string, text: string][] = [
  ["/type/", "Loading items..."],
  ["/item/", "Loading product details..."],
  ["/cart", "Loading cart items..."],
  ["/order-confirmation/", "Loading order details..."],
];

export function PendingNotice() {
  const navigation = useNavigation();
  const pathname = navigation.state === "loading" ? navigation.location.pathname : null;
  const text = pathname ? loadingTexts.find(([prefix]) => pathname.startsWith(prefix))?.[1] : undefined;
  return (
    <p role="status" className={text ? "mb-4 rounded-md bg-brand-50 px-3 py-2 text-brand-800" : "sr-only"}>
      {text ?? ""}
    </p>
  );
}
