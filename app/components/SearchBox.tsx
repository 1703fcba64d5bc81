// The nav search box: a plain GET form to /search (works without JavaScript). The panel of matching
// item names is drawn here empty, in the reader's language; the page script (app/enhance/) opens and
// fills it as the shopper types, the same way on every page.
import { useLocation } from "react-router";
import { useT } from "../i18n/translate.ts";
import { maxSearchLength } from "../lib/search-terms.ts";
import { SearchIcon } from "./icons.tsx";

const searchPanelId = "search-panel";

export function SearchBox() {
  const t = useT();
  // The results page keeps the term searched for in the box, to change it or search again.
  const location = useLocation();
  const term =
    location.pathname === "/search" ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  return (
    <div className="relative" data-search>
      <form method="get" action="/search" role="search" className="flex w-full">
        <input
          type="search"
          name="q"
          aria-label={t("common.search.label")}
          placeholder={t("common.search.placeholder")}
          maxLength={maxSearchLength}
          defaultValue={term.slice(0, maxSearchLength)}
          autoComplete="off"
          aria-controls={searchPanelId}
          className="min-h-11 min-w-0 flex-1 rounded-l-md border border-stone-400 px-3 md:w-48 md:flex-none"
        />
        <button
          type="submit"
          aria-label={t("common.search.submit")}
          className="tap rounded-l-none bg-brand-700 text-white hover:bg-brand-800"
        >
          <SearchIcon />
        </button>
      </form>
      <div
        id={searchPanelId}
        role="region"
        aria-label={t("common.search.panel")}
        hidden
        data-searching={t("common.search.searching")}
        data-no-results={t("common.search.noResults")}
        className="absolute right-0 z-50 mt-1 w-full min-w-72 rounded-md border border-stone-300 bg-white p-2 shadow-lg"
      >
        <div className="flex items-center justify-between">
          <p className="text-xs font-semibold text-stone-700">{t("common.search.results")}</p>
          <button
            type="button"
            data-search-close
            aria-label={t("common.search.close")}
            className="tap text-lg leading-none hover:bg-stone-100"
          >
            ×
          </button>
        </div>
        {/* Filled by the page script; React leaves it alone (it renders nothing in it, ever). */}
        <div data-search-hits />
      </div>
    </div>
  );
}
