// Links to the neighbouring pages of a listing — numbered (Previous / Next) or keyset (Newer /
// Older) — plain links, so they work without JavaScript.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../i18n/translate.ts";

function PageLinks({
  before,
  middle,
  after,
}: {
  before: ReactNode;
  middle?: ReactNode;
  after: ReactNode;
}) {
  const t = useT();
  return (
    <nav aria-label={t("common.pages.label")} className="mt-6 flex items-center justify-between">
      {before ?? <span />}
      {middle}
      {after ?? <span />}
    </nav>
  );
}

export function Pagination({
  page,
  hasNext,
  hrefFor,
}: {
  page: number;
  hasNext: boolean;
  hrefFor: (page: number) => string;
}) {
  const t = useT();
  if (page === 1 && !hasNext) return null;
  return (
    <PageLinks
      before={
        page > 1 ? (
          <Link to={hrefFor(page - 1)} className="btn-outline">
            {t("common.pages.previous")}
          </Link>
        ) : null
      }
      middle={<span className="text-sm text-stone-700">{t("common.pages.current", { page })}</span>}
      after={
        hasNext ? (
          <Link to={hrefFor(page + 1)} className="btn-outline">
            {t("common.pages.next")}
          </Link>
        ) : null
      }
    />
  );
}

export interface PageCursor {
  direction: "older" | "newer";
  orderId: string;
}

export function CursorPagination({
  newer,
  older,
  hrefFor,
}: {
  newer: PageCursor | null;
  older: PageCursor | null;
  hrefFor: (cursor: PageCursor) => string;
}) {
  const t = useT();
  if (!newer && !older) return null;
  return (
    <PageLinks
      before={
        newer ? (
          <Link to={hrefFor(newer)} className="btn-outline">
            {t("common.pages.newer")}
          </Link>
        ) : null
      }
      after={
        older ? (
          <Link to={hrefFor(older)} className="btn-outline">
            {t("common.pages.older")}
          </Link>
        ) : null
      }
    />
  );
}
