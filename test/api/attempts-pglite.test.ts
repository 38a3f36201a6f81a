import { describeAttempts } from "./support/attempts-suite.ts"

describeAttempts("embedded PGlite", () => ({ kind: "pglite" }))
