import { describeCatalog } from "./support/catalog-suite.ts"

describeCatalog("embedded PGlite", () => ({ kind: "pglite" }))
