// Owns what a route module declares about itself in its `handle`: whether React takes the page over
// in the browser (the layout reads it), and what the server's edge must know before React Router
// sees a request (the body the route takes, whether its answers may be stored). Every such rule
// lives beside its route; the server finds it by matching the URL against the route tree.

export interface RouteHandle {
  /**
   * false: the page is not hydrated; no React Router scripts are sent with it. The browse pages
   * (landing, category, item, search) stay plain server-rendered HTML with a small script of their
   * own: a phone on a slow link then loads a few KB instead of 100 (decision 0002).
   */
  hydrate?: boolean;
  /**
   * The body the route's actions take: forms (the default; a form's limit), forms with pictures
   * (the picture limit), or a provider's notice (JSON, read by the route within a form's limit).
   */
  body?: BodyKind;
  /** Never stored by a browser or a proxy, with or without cookies: credentials are typed or carried here. */
  noStore?: boolean;
  /**
   * The query parameters the page reads. A visitor without cookies who sends others gets the page
   * of the URL without them, kept once (so `?utm_source=` or a random string makes no new copy).
   * Undeclared: the whole query counts, and such copies are kept only when asked for twice.
   */
  query?: readonly string[];
}

export type BodyKind = "form" | "pictures" | "notice";

/** A page that React does not take over. */
export const staticPage: RouteHandle = { hydrate: false };
/** A browse page (not hydrated) that reads these query parameters and no other. */
export const browsePage = (...query: string[]): RouteHandle => ({ ...staticPage, query });
/** A page where passwords or reset tokens are typed or carried. */
export const credentialPage: RouteHandle = { noStore: true };
/** A form that carries pictures (New Item, Edit Item). */
export const pictureForm: RouteHandle = { body: "pictures" };
/** Where a payment or message provider posts its notices. */
export const providerNotice: RouteHandle = { body: "notice" };

const handleOf = (handle: unknown): RouteHandle => (handle ?? {}) as RouteHandle;

/** Whether a page made of routes with these handles is hydrated. */
export function pageHydrates(handles: readonly unknown[]): boolean {
  return !handles.some((handle) => handleOf(handle).hydrate === false);
}

export interface EdgeRules {
  body: BodyKind;
  noStore: boolean;
  /** The query parameters the page reads; null when it does not say. */
  query: readonly string[] | null;
}

/** The edge rules of the routes a URL matched, outermost first: the innermost route that says wins. */
export function edgeRulesOf(handles: readonly unknown[]): EdgeRules {
  const rules: EdgeRules = { body: "form", noStore: false, query: null };
  for (const handle of handles.map(handleOf)) {
    if (handle.body) rules.body = handle.body;
    if (handle.noStore) rules.noStore = true;
    if (handle.query) rules.query = handle.query;
  }
  return rules;
}
