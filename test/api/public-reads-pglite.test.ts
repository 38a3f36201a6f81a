import { describePublicReads } from "./support/public-reads-suite.ts"

describePublicReads("embedded PGlite", () => ({ kind: "pglite" }), { atOnce: true })
