// Newer / older page links for a list paged by keyset (the id of the first or last entry shown).
import { Link } from "react-router";

export interface PageCursor {
  direction: "older" | "newer";
  orderId: string;
}

export function CursorPagination({ newer, older, hrefFor }: { newer: PageCursor | null; older: PageCursor | null; hrefFor: (cursor: PageCursor) => string }) {
  if (!newer && !older) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between">
      {newer ? <Link to={hrefFor(newer)} className="btn-outline">Newer</Link> : <span />}
      {older ? <Link to={hrefFor(older)} className="btn-outline">Older</Link> : <span />}
    </nav>
  );
}
