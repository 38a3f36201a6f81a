/**
 * Unit, machine, service, architecture and API tests (everything but the
 * browser end-to-end suite, which Playwright runs). API tests start real
 * servers on real databases, so files run one at a time with room to boot.
 */
import { defineConfig } from "vitest/config"

export default defineConfig({
  // As vite.config.ts: the machine viewer's routes exist outside production.
  define: { __MACHINE_VIEWER__: "true" },
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["test/e2e/**", "node_modules/**"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The migrated (and seeded) databases every API test server starts from, made once per run.
    globalSetup: ["test/api/support/database-snapshots.ts"]
  }
})
