// What `npm ci --omit=dev` puts on a production server: no compiler. Build tools (Babel and its
// plugins, TypeScript, Vite, esbuild) run only when the shop is built; one pulled in by a runtime
// package (Lingui 6's core depends on its Babel macro plugin, whose peer is @babel/core, which
// `npm ls --omit=dev` then counts) is code on every server that does nothing there but need patching.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");
const buildTools = [
  "@babel/core",
  "@lingui/babel-plugin-lingui-macro",
  "typescript",
  "vite",
  "esbuild",
  "@react-router/dev",
];

interface LockEntry {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/**
 * Names of the packages a production install holds, walked from package-lock.json the way npm
 * resolves them: a package's dependencies, optional dependencies and required peers (optional peers
 * are not installed), each found in the nearest node_modules folder up from the one that needs it.
 */
function productionPackages(): Set<string> {
  const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
    packages: Record<string, LockEntry>;
  };
  const resolve = (from: string, name: string): string | undefined => {
    for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf("/node_modules/")))) {
      const candidate = `${dir === "" ? "" : `${dir}/`}node_modules/${name}`;
      if (lock.packages[candidate]) return candidate;
      if (dir === "") return undefined;
    }
  };
  const seen = new Set<string>();
  const visit = (at: string) => {
    if (seen.has(at)) return;
    seen.add(at);
    const entry = lock.packages[at]!;
    const requiredPeers = Object.keys(entry.peerDependencies ?? {}).filter(
      (name) => !entry.peerDependenciesMeta?.[name]?.optional,
    );
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...requiredPeers,
    ];
    for (const name of names) {
      const found = resolve(at, name);
      if (found) visit(found);
    }
  };
  visit("");
  seen.delete("");
  return new Set([...seen].map((at) => at.slice(at.lastIndexOf("node_modules/") + 13)));
}

describe("production dependencies", () => {
  it("hold no build tool", () => {
    const installed = productionPackages();
    expect(installed.has("react-dom"), "the walk reaches the runtime").toBe(true);
    expect(installed.has("scheduler"), "and its dependencies").toBe(true);
    expect(buildTools.filter((name) => installed.has(name))).toEqual([]);
  });
});
