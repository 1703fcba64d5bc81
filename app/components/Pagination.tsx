// Previous / next page links for a listing; plain links, so they work without JavaScript.
import { Link } from "react-router";

export function Pagination({ page, hasNext, hrefFor }: { page: number; hasNext: boolean; hrefFor: (page: number) => string }) {
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between">
      {page > 1 ? <Link to={hrefFor(page - 1)} className="btn-outline">Previous</Link> : <span />}
      <span className="text-sm text-stone-700">Page {page}</span>
      {hasNext ? <Link to={hrefFor(page + 1)} className="btn-outline">Next</Link> : <span />}
    </nav>
  );
}
