// The one script of the pages React does not hydrate (and of every other page, for the nav's search
// panel): a few small behaviours on top of HTML that already works without it. Built by Vite as one
// self-contained file (imported with `?worker&url` in root.tsx); it imports nothing from React.
import { enhanceMenu } from "./menu.ts";
import { enhanceQuantity } from "./quantity.ts";
import { enhanceSearchPanel } from "./search-panel.ts";

for (const box of document.querySelectorAll<HTMLElement>("[data-search]")) enhanceSearchPanel(box);
for (const control of document.querySelectorAll<HTMLElement>("[data-quantity]"))
  enhanceQuantity(control);
for (const menu of document.querySelectorAll<HTMLDetailsElement>("details.menu")) enhanceMenu(menu);
// Tests (and anyone curious) can tell that the behaviours are in place.
document.documentElement.dataset.enhanced = "true";
