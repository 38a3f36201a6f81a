import { onPostgresServer } from "./support/on-postgres.ts"
import { describeReadiness } from "./support/readiness-suite.ts"
import { createScratchDatabase } from "./support/test-server.ts"

// Each database's own start from nothing, so not onBothDatabases: PGlite
// fresh in memory, and on the PostgreSQL server a scratch database.
describeReadiness("a fresh embedded PGlite", async () => ({
  target: { _tag: "Embedded", dataDir: undefined },
  takeAway: undefined,
  cleanUp: async () => {}
}))

await onPostgresServer("readiness", (label) =>
  describeReadiness(`an empty database on ${label}`, async () => {
    const scratch = await createScratchDatabase()
    return { target: { _tag: "Server", url: scratch.url }, takeAway: scratch.drop, cleanUp: scratch.drop }
  })
)
