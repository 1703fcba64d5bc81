// The one error page of every route: a heading for the status (or the route's own), the refusal's
// message in the reader's language (or the route's fallback), and a way back.
import { isRouteErrorResponse, Link } from "react-router";
import { refusalMessage } from "../i18n/refusal.ts";
import { useT } from "../i18n/translate.ts";

export function ErrorPage({
  error,
  heading,
  fallback,
  back,
}: {
  error: unknown;
  /** The route's heading instead of the status's ("Order confirmation"); a 403 always says "Not allowed". */
  heading?: string;
  /** Said when the error carries no message of its own (the database failed, a bug). */
  fallback?: string;
  back?: { to: string; label: string };
}) {
  const t = useT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = refusalMessage(error);
  const title =
    status === 403
      ? t("common.error.forbiddenHeading")
      : (heading ??
        (status === 404 ? t("common.error.notFoundHeading") : t("common.error.otherHeading")));
  const text = message
    ? t.message(message)
    : (fallback ?? (status === 404 ? t("common.error.notFound") : t("common.error.tryAgain")));
  return (
    <section className="py-12 text-center">
      <title>{t("common.pageTitle", { page: title })}</title>
      <h1 className="text-2xl font-extrabold">{title}</h1>
      <p role="alert" className="mt-3 text-stone-700">
        {text}
      </p>
      <Link to={back?.to ?? "/"} className="btn mt-6">
        {back?.label ?? t("common.goHome")}
      </Link>
    </section>
  );
}
