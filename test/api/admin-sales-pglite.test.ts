import { describeAdminSales } from "./support/admin-sales-suite.ts"

describeAdminSales("embedded PGlite", () => ({ kind: "pglite" }))
