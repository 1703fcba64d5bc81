// Owns which pages React takes over in the browser. The browse pages (landing, category, item,
// search) stay plain server-rendered HTML with a small script of their own: they need no React in
// the browser, and a phone on a slow link then loads a few KB instead of 100 (decision 0002).

export interface PageHandle {
  /** false: the page is not hydrated; no React Router scripts are sent with it. */
  hydrate?: boolean;
}

/** The handle of a page that React does not take over. */
export const staticPage: PageHandle = { hydrate: false };

/** Whether a page made of routes with these handles is hydrated. */
export function pageHydrates(handles: readonly unknown[]): boolean {
  return !handles.some((handle) => (handle as PageHandle | undefined)?.hydrate === false);
}
