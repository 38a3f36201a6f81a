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
    // One worker runs every file, its imported modules kept from file to
    // file: a new worker per file spent about 1.5 s starting and importing
    // Effect, XState and the server again (the unit folders: 298 s → 66 s;
    // the whole suite about 1,200 s → 600 s). A file must leave nothing
    // behind: servers closed, timers and spies restored.
    isolate: false,
    // The migrated (and seeded) databases every API test server starts from, made once per run.
    globalSetup: ["test/api/support/database-snapshots.ts"]
  }
})
