import { defineConfig } from "vitest/config";

/**
 * `npm run test:deploy`: nginx, two app servers from the production build and PostgreSQL
 * (tests/deploy). Its own config: it needs `npm run build` first and nginx installed, which the
 * unit and API projects do not.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: "deploy",
    include: ["tests/deploy/**/*.test.ts"],
    environment: "node",
    testTimeout: 90_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
