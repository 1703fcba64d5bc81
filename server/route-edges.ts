// Owns finding the edge rules of a request's route before React Router runs: the URL is matched
// against the build's route tree (as React Router will match it) and the matched modules' `handle`
// exports say what body the route takes and whether its answers may be stored (app/lib/route-handle.ts).
// Adding a route with its own rules needs no edit here.
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { edgeRulesOf, type EdgeRules } from "../app/lib/route-handle.ts";

/** The build's flat route manifest as the nested tree `matchRoutes` takes. */
function routeTree(build: ServerBuild): RouteObject[] {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const children = new Map<string, RouteObject[]>(routes.map((route) => [route.id, []]));
  const roots: RouteObject[] = [];
  for (const { id, parentId, path, index, caseSensitive } of routes) {
    const node: RouteObject = index
      ? { id, path, index: true, caseSensitive }
      : { id, path, caseSensitive, children: children.get(id) };
    const siblings = parentId === undefined ? undefined : children.get(parentId);
    (siblings ?? roots).push(node);
  }
  return roots;
}

/** The page a single-fetch data request (`/item/1.data`, `/_root.data`) is about. */
function pagePath(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

export type EdgeRulesLookup = (pathname: string) => EdgeRules;

const lookups = new WeakMap<ServerBuild, EdgeRulesLookup>();

/** The lookup of one build (made once per build: the dev server's build changes as sources do). */
export function edgeRulesLookup(build: ServerBuild): EdgeRulesLookup {
  let lookup = lookups.get(build);
  if (!lookup) {
    const tree = routeTree(build);
    lookup = (pathname) => {
      const matches = matchRoutes(tree, pagePath(pathname)) ?? [];
      return edgeRulesOf(matches.map(({ route }) => build.routes[route.id ?? ""]?.module.handle));
    };
    lookups.set(build, lookup);
  }
  return lookup;
}
