// Owns closing the header's Menu (a <details>) when one of its in-page links is followed: CONTACT
// only scrolls to the footer, so the page stays, and without this the open panel would keep hiding
// what the shopper asked to see. Links to other pages need nothing: a new page starts closed.
export function enhanceMenu(menu: HTMLDetailsElement): void {
  menu.addEventListener("click", (event) => {
    const link = (event.target as Element).closest?.("a[href^='#']");
    if (link) menu.open = false;
  });
}
