import { describeLearning } from "./support/learning-suite.ts"

describeLearning("embedded PGlite", () => ({ kind: "pglite" }))
