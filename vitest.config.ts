import { defineConfig } from "vitest/config";

// Unit and integration tests run on Node against real parts (PGlite, PostgreSQL, the built server).
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
