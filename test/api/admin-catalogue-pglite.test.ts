import { describeAdminCatalogue } from "./support/admin-catalogue-suite.ts"

describeAdminCatalogue("embedded PGlite", () => ({ kind: "pglite" }))
