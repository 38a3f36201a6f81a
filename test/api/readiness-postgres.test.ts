import { onPostgresServer } from "./support/on-postgres.ts"
import { describeReadiness } from "./support/readiness-suite.ts"
import { createScratchDatabase } from "./support/test-server.ts"

await onPostgresServer("readiness", (label) =>
  describeReadiness(`an empty database on ${label}`, async () => {
    const scratch = await createScratchDatabase()
    return { target: { _tag: "Server", url: scratch.url }, takeAway: scratch.drop, cleanUp: scratch.drop }
  }))
