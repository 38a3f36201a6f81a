import { describeAdminContent } from "./support/admin-content-suite.ts"

describeAdminContent("embedded PGlite", () => ({ kind: "pglite" }))
