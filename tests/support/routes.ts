// The routes of app/routes.ts as tests walk them: every path, so that a route added without a row in
// a test's table (or a page left out of a check) fails that test.
import routes from "../../app/routes.ts";

export interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

export const routeEntries = routes as RouteEntry[];

/** Each route's path as app/routes.ts writes it ("/" for the index). */
export function routePaths(entries: RouteEntry[] = routeEntries): string[] {
  return entries.flatMap((entry) => [
    entry.index ? "/" : entry.path!,
    ...routePaths(entry.children ?? []),
  ]);
}
