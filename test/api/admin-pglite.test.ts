import { describeAdmin } from "./support/admin-suite.ts"

describeAdmin("embedded PGlite", () => ({ kind: "pglite" }))
