import { describeAdminImport } from "./support/admin-import-suite.ts"

describeAdminImport("embedded PGlite", () => ({ kind: "pglite" }))
