// Owns the nav's search panel in the browser: it opens when the text is not
// empty, lists the matching items (each a link to its page with its picture, name and price), says
// when nothing matches, and closes on submit or on its close button. Items come from /search/panel
// as JSON.
import { normaliseSearch, type SearchPanelAnswer } from "../lib/search-terms.ts";

/** Wait for a pause in typing, so a phone on a slow link sends one request, not one per key. */
const typingPauseMs = 150;

export function enhanceSearchPanel(box: HTMLElement): void {
  const form = box.querySelector("form");
  const input = box.querySelector<HTMLInputElement>("input[name=q]");
  const panel = box.querySelector<HTMLElement>("[role=region]");
  const hits = panel?.querySelector<HTMLElement>("[data-search-hits]");
  const close = panel?.querySelector<HTMLButtonElement>("[data-search-close]");
  if (!form || !input || !panel || !hits || !close) return;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const say = (text: string, className: string) => {
    const line = document.createElement("p");
    line.className = className;
    line.textContent = text;
    hits.replaceChildren(line);
  };
  const hide = () => {
    clearTimeout(timer);
    panel.hidden = true;
  };
  const show = (answer: SearchPanelAnswer) => {
    // Only the answer for what is typed now; an answer to earlier text may still arrive.
    if (panel.hidden || answer.q !== normaliseSearch(input.value)) return;
    if (answer.hits.length === 0) return say(panel.dataset.noResults ?? "", "px-2 py-1 text-sm");
    const list = document.createElement("ul");
    for (const hit of answer.hits) {
      const link = document.createElement("a");
      link.href = `/item/${encodeURIComponent(hit.id)}`;
      link.className =
        "flex min-h-11 items-center gap-2 rounded px-2 py-1 text-sm hover:bg-brand-50";
      // The name says what the link is; the picture is decoration beside it (empty alt).
      const picture = document.createElement("img");
      picture.src = hit.image;
      picture.alt = "";
      picture.width = 40;
      picture.height = 40;
      picture.className = "h-10 w-10 shrink-0 rounded object-cover";
      const name = document.createElement("span");
      name.className = "flex-1";
      name.textContent = hit.name;
      const price = document.createElement("span");
      price.className = "font-semibold text-brand-800";
      price.textContent = hit.price;
      link.append(picture, name, price);
      link.addEventListener("click", hide);
      const item = document.createElement("li");
      item.append(link);
      list.append(item);
    }
    hits.replaceChildren(list);
  };

  input.addEventListener("input", () => {
    clearTimeout(timer);
    const term = input.value.trim();
    if (term === "") return hide();
    if (panel.hidden) say(panel.dataset.searching ?? "", "px-2 py-1 text-sm text-stone-700");
    panel.hidden = false;
    timer = setTimeout(async () => {
      try {
        const answer = await fetch(`/search/panel?${new URLSearchParams({ q: term })}`, {
          headers: { Accept: "application/json" },
        });
        if (answer.ok) show((await answer.json()) as SearchPanelAnswer);
      } catch {
        // Offline for a moment: the panel keeps saying it is searching; Enter still goes to /search.
      }
    }, typingPauseMs);
  });
  close.addEventListener("click", hide);
  form.addEventListener("submit", hide);
}
