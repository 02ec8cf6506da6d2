import { defineConfig } from "vitest/config";

// Unit tests sit beside their code; data-layer tests (*.db.test.ts) run once per engine.
const dbTests = ["app/**/*.db.test.ts", "tests/integration/**/*.test.ts"];

export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts"], exclude: dbTests } },
      { test: { name: "sqlite", include: dbTests, env: { VITRINA_TEST_ENGINE: "sqlite" } } },
      {
        test: {
          name: "postgres",
          include: dbTests,
          env: { VITRINA_TEST_ENGINE: "postgres" },
          // Each file gets its own database; keep the server's connection count modest.
          maxWorkers: 2,
        },
      },
    ],
    // Integration tests run the built server: rebuild first when the sources are newer than build/.
    globalSetup: ["tests/support/fresh-build.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
