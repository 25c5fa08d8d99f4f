import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One seeded database made once (PGlite dump, PostgreSQL template); files run in
          // parallel, one worker per core, each test app on its own copy of it.
          globalSetup: ["tests/support/api-global-setup.ts"],
        },
      },
    ],
  },
});
