// The server finds a route's edge rules (its body limit, whether it may be stored) by matching the
// URL against the build's route tree as React Router does, page and single-fetch data alike.
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import {
  credentialPage,
  pictureForm,
  providerNotice,
  staticPage,
} from "../../app/lib/route-handle.ts";
import { edgeRulesLookup } from "../../server/route-edges.ts";

type Routes = ServerBuild["routes"];

function buildOf(
  routes: Record<string, { parentId?: string; path?: string; index?: boolean; handle?: unknown }>,
): ServerBuild {
  const manifest: Routes = {};
  for (const [id, route] of Object.entries(routes)) {
    manifest[id] = { id, ...route, module: { handle: route.handle } } as Routes[string];
  }
  return { routes: manifest } as ServerBuild;
}

const build = buildOf({
  root: { path: "" },
  "routes/home": { parentId: "root", index: true, handle: staticPage },
  "routes/auth": { parentId: "root", path: "auth", handle: credentialPage },
  "routes/item-edit": { parentId: "root", path: "item/:id/edit", handle: pictureForm },
  "routes/callback": {
    parentId: "root",
    path: "payments/stk/callback/:secret",
    handle: providerNotice,
  },
  "routes/not-found": { parentId: "root", path: "*" },
});
const lookup = edgeRulesLookup(build);

describe("a route's edge rules", () => {
  it("marks the pages where credentials are typed never to be stored, page and data alike, and only those", () => {
    for (const pathname of ["/auth", "/auth/", "/auth.data", "/AUTH"])
      expect(lookup(pathname), pathname).toEqual({ body: "form", noStore: true, query: null });
    for (const pathname of ["/", "/_root.data", "/authors", "/auth/x", "/item/1"])
      expect(lookup(pathname).noStore, pathname).toBe(false);
  });

  it("gives forms with pictures and provider notices their own bodies, any other route a form's", () => {
    expect(lookup("/item/1/edit").body).toBe("pictures");
    expect(lookup("/item/1/edit.data").body).toBe("pictures");
    expect(lookup("/payments/stk/callback/s3cret").body).toBe("notice");
    expect(lookup("/item/1").body).toBe("form");
    expect(lookup("/no/such/page").body).toBe("form");
  });
});
