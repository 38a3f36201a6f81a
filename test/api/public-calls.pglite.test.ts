import { describePublicCalls } from "./support/public-calls-suite.ts"

describePublicCalls("embedded PGlite", () => ({ kind: "pglite" }))
