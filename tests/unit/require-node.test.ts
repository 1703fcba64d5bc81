// `npm start` on too old a Node.js: one line that says which Node the shop needs and how to get it,
// before anything is built.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nodeVersionRefusal } from "../../scripts/require-node.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");

/** A Node.js older than 22.22 on this machine (Debian's), if there is one. */
function oldNode(): string | null {
  const found = spawnSync("/usr/bin/node", ["--version"], { encoding: "utf8" });
  return found.status === 0 && nodeVersionRefusal(found.stdout.trim()) ? "/usr/bin/node" : null;
}

describe("the Node.js npm start needs", () => {
  it("refuses versions older than 22.22 in one line naming both versions and where to get one", () => {
    for (const version of ["v18.19.0", "v20.20.2", "v22.21.9"]) {
      const line = nodeVersionRefusal(version);
      expect(line, version).toContain("Node.js 22.22 or newer");
      expect(line, version).toContain(version);
      expect(line, version).toContain("https://nodejs.org/");
      expect(line, version).not.toContain("\n");
    }
    for (const version of ["v22.22.0", "v22.30.1", "v24.21.0", "v25.0.0"])
      expect(nodeVersionRefusal(version), version).toBeNull();
  });

  it.skipIf(!oldNode())(
    "npm start's script says so on an old Node at once, building nothing",
    () => {
      const started = performance.now();
      const run = spawnSync(oldNode()!, [path.join(root, "scripts", "start.mjs")], {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, DATA_DIR: "/nonexistent-never-made" },
      });
      expect(run.status).toBe(1);
      expect(run.stdout).toBe("");
      expect(run.stderr.trim().split("\n")).toHaveLength(1);
      expect(run.stderr).toContain("The shop needs Node.js 22.22 or newer");
      expect(performance.now() - started).toBeLessThan(5_000);
    },
  );
});
