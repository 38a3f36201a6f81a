import { describeEvents } from "./support/events-suite.ts"

describeEvents("embedded PGlite", () => ({ kind: "pglite" }))
