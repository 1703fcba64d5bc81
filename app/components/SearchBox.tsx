// The nav search box: a plain GET form to /search (works without JavaScript); with JavaScript,
// typing opens a panel of matching item names (seed-spec §2 Search).
import { useEffect, useId, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { normaliseSearch } from "../lib/search-terms.ts";
import type { loader as searchLoader } from "../routes/search.tsx";
import { SearchIcon } from "./icons.tsx";

export const panelSize = 8;

export function SearchBox() {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<typeof searchLoader>();
  const panelId = useId();
  const term = text.trim();

  useEffect(() => {
    if (term === "") return;
    // Wait for a pause in typing, so a phone on a slow link sends one request, not one per key.
    const timer = setTimeout(
      () => fetcher.load(`/search?${new URLSearchParams({ q: term, panel: "1" })}`),
      150,
    );
    return () => clearTimeout(timer);
    // fetcher.load is stable enough; re-running on it would refetch on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term]);

  // Show results only for what is typed now, not for an answer to earlier text still arriving.
  const hits = fetcher.data && fetcher.data.q === normaliseSearch(term) ? fetcher.data.results.entries : null;
  const showPanel = open && term !== "";

  return (
    <div className="relative">
      <Form method="get" action="/search" role="search" onSubmit={() => setOpen(false)} className="flex">
        <input
          type="search"
          name="q"
          aria-label="Search"
          placeholder="Search items"
          maxLength={100}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(event.target.value.trim() !== "");
          }}
          aria-controls={showPanel ? panelId : undefined}
          className="w-32 rounded-l-md border border-stone-400 px-2 py-1.5 text-sm sm:w-48"
        />
        <button type="submit" aria-label="Submit search" className="rounded-r-md bg-brand-700 px-2 text-white">
          <SearchIcon />
        </button>
      </Form>
      {showPanel ? (
        <div
          id={panelId}
          role="region"
          aria-label="Search results"
          className="absolute right-0 z-50 mt-1 w-72 rounded-md border border-stone-300 bg-white p-2 shadow-lg"
        >
          <div className="flex items-center justify-between">
            <p className="text-xs font-semibold text-stone-700">Results</p>
            <button
              type="button"
              onClick={() => setOpen(false)}
              aria-label="Close search results"
              className="rounded px-2 py-0.5 text-lg leading-none hover:bg-stone-100"
            >
              ×
            </button>
          </div>
          {hits === null ? (
            <p className="px-2 py-1 text-sm text-stone-700">Searching...</p>
          ) : hits.length === 0 ? (
            <p className="px-2 py-1 text-sm">No results found for the search term</p>
          ) : (
            <ul>
              {hits.map((hit) => (
                <li key={hit.id}>
                  <Link
                    to={`/item/${hit.id}`}
                    onClick={() => setOpen(false)}
                    className="block rounded px-2 py-1.5 text-sm hover:bg-brand-50"
                  >
                    {hit.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
