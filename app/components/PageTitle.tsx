// A page's <title>, "<page> | Duka Fashions" in the reader's language (React puts it in the head).
import { useT } from "../i18n/translate.ts";

export function PageTitle({ page }: { page: string }) {
  const t = useT();
  return <title>{t("common.pageTitle", { page })}</title>;
}
