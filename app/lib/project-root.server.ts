// Finds the project's root folder, so that files shipped beside the code (migrations) are found
// the same way from the source tree, the server bundle and the scripts.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export function projectRoot(from: string = fileURLToPath(import.meta.url)): string {
  let dir = path.dirname(from);
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}
