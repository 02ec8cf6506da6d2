import { defineConfig } from "vitest/config";

// Unit tests sit beside their code; data-layer tests (*.db.test.ts) run once per engine.
const dbTests = ["app/**/*.db.test.ts", "tests/integration/**/*.test.ts"];
// Integration tests run the built server: rebuild first when the sources are newer than build/.
const freshBuild = ["tests/support/fresh-build.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "server/**/*.test.ts",
            "tests/architecture/**/*.test.ts",
          ],
          exclude: dbTests,
        },
      },
      { test: { name: "sqlite", include: dbTests, env: { VITRINA_TEST_ENGINE: "sqlite" }, globalSetup: freshBuild } },
      {
        test: {
          name: "postgres",
          include: dbTests,
          env: { VITRINA_TEST_ENGINE: "postgres" },
          globalSetup: freshBuild,
        },
      },
    ],
    // Most of a test's time is spent waiting on a server process, a database or a browser: three files at once
    // keep two cores busy (Vitest's default on a 2-core machine is one file at a time).
    maxWorkers: 3,
    // A worker runs file after file in one process, modules loaded once (docs/decisions/267): a fresh process per
    // file cost a third of the run. So a test file restores what it changes in the process (timers, environment)
    // and holds no state in a module another file reads.
    isolate: false,
    // Generous: a test that passes in 2 s on a quiet machine can take 20 on a busy one (issue 32: the suite passes beside
    // another npm test); a test that hangs still fails.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
