import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

// Unit and integration tests run on Node against real parts (PGlite, PostgreSQL, simulators, the
// built server), in two projects (decision 0037):
// - "in-process": everything that runs the shop's code inside the test process; it needs no build,
//   so `npm run test:fast` runs it alone for a quick answer while working.
// - "built-shop": the files that start the shop as its own process (they import
//   tools/harness/shop-process.ts, which builds it when stale) and talk HTTP to it.
// A file belongs to "built-shop" by that import; a test of "in-process" that reaches the harness
// some other way fails at once (SHOP_TEST_PROJECT below), so the split cannot silently rot.
const testFiles = globSync("tests/{unit,integration}/**/*.test.ts");
const startsTheShop = (file: string) =>
  /from "[./]*\/tools\/harness\/shop-process\.ts"/.test(readFileSync(file, "utf8"));
const builtShopFiles = testFiles.filter(startsTheShop);
const inProcessFiles = testFiles.filter((file) => !startsTheShop(file));

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          name: "in-process",
          include: inProcessFiles,
          env: { SHOP_TEST_PROJECT: "in-process" },
        },
      },
      {
        extends: true,
        test: {
          name: "built-shop",
          include: builtShopFiles,
          env: { SHOP_TEST_PROJECT: "built-shop" },
        },
      },
    ],
  },
});
