import { defineConfig } from "vitest/config";
import { availableParallelism } from "node:os";
import path from "node:path";

const alias = { "@": path.resolve(import.meta.dirname, "src") };
const integration = (name: string, databaseUrl: string | undefined) => ({
  resolve: { alias },
  test: {
    name,
    include: ["src/**/*.integration.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/global-setup.ts"],
    env: { TEST_DATABASE_URL: databaseUrl ?? "" },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default leaves a core for its main process (one worker on two cores), which mostly waits: a worker
    // per core ran the unit suite in 27 s instead of 47, and the PGlite integration suite in 87 s instead of 109.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "tests/architecture/**/*.test.ts", "tests/fuzz/**/*.test.ts"], exclude: ["src/**/*.integration.test.ts"], environment: "node" },
      },
      integration("integration-pglite", undefined),
      ...(process.env.DATABASE_URL ? [integration("integration-postgres", process.env.DATABASE_URL)] : []),
      // Starts a PostgreSQL cluster of its own, so it runs whether or not DATABASE_URL is set.
      { resolve: { alias }, test: { name: "reliability", include: ["tests/reliability/**/*.test.ts"], exclude: ["tests/reliability/fleet/**"], environment: "node", testTimeout: 240_000, hookTimeout: 180_000 } },
      // The fleet under faults (issue 17): nginx, app nodes, a worker, a primary and a standby; `npm run test:fleet`.
      { resolve: { alias }, test: { name: "fleet", include: ["tests/reliability/fleet/**/*.test.ts"], environment: "node" } },
    ],
  },
});
