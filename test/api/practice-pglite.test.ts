import { describePractice } from "./support/practice-suite.ts"

describePractice("embedded PGlite", () => ({ kind: "pglite" }))
