import { describeOperations } from "./support/operations-suite.ts"

// The embedded database has one connection.
describeOperations("embedded PGlite", () => ({ kind: "pglite" }), 1)
