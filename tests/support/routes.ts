// The routes of app/routes.ts as tests walk them: every path, so that a route added without a row in
// a test's table (or a page left out of a check) fails that test.
import routes from "../../app/routes.ts";

export interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

const routeEntries = routes as RouteEntry[];

/** Each route's whole path as app/routes.ts writes it, without the leading slash ("/" for the home page). */
export function routePaths(entries: RouteEntry[] = routeEntries): string[] {
  // A layout and its index page share one path: listed once.
  return [...new Set(routeFiles(entries).map((route) => route.path))];
}

/** Every route module with its route's whole path (a layout and its children each once). */
export function routeFiles(
  entries: RouteEntry[] = routeEntries,
  parent = "",
): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : [parent, entry.path].filter(Boolean).join("/");
    return [
      { path: own === "" ? "/" : own, file: entry.file },
      ...routeFiles(entry.children ?? [], own),
    ];
  });
}
