// `Ask on WhatsApp`: a wa.me link to the shop's WhatsApp with a text already written (naming the
// item or the order), when the shop has a WhatsApp number; nothing otherwise.
import { useT } from "../i18n/translate.ts";
import { whatsappLink } from "../lib/whatsapp.ts";

export function AskOnWhatsApp({
  number,
  text,
  className = "",
}: {
  number: string | null;
  text: string;
  className?: string;
}) {
  const t = useT();
  const href = number ? whatsappLink(number, text) : null;
  if (!href) return null;
  return (
    <a href={href} rel="noopener noreferrer" className={`btn-outline min-h-11 ${className}`}>
      {t("common.whatsapp.ask")}
    </a>
  );
}
