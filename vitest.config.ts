import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // One worker per core. Vitest's default in a run is one fewer, which on CI's two cores was a
    // single worker: the API files ran one after another, the second core mostly idle (254 s
    // against 148 s with two on this machine; decision 0061).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          // Pure functions: one module graph per worker instead of one per file cuts the stage
          // from about 65 s to 25 s on two cores (decision 0056). A file that changes a global
          // puts it back itself (script-size.test.ts unstubs its `document`).
          isolate: false,
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
          // One module graph per worker as well: loading the server's modules again for each of
          // 59 files cost more than a minute of the stage (decision 0056). Each file starts and
          // stops its own apps; none changes process-wide state.
          isolate: false,
          globalSetup: ["tests/support/api-global-setup.ts"],
        },
      },
    ],
  },
});
