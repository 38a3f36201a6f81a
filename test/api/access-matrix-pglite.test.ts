import { describeAccessMatrix } from "./support/access-matrix-suite.ts"

describeAccessMatrix("embedded PGlite", () => ({ kind: "pglite" }))
