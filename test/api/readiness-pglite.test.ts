import { describeReadiness } from "./support/readiness-suite.ts"

describeReadiness("a fresh embedded PGlite", async () => ({
  target: { _tag: "Embedded", dataDir: undefined },
  takeAway: undefined,
  cleanUp: async () => {}
}))
