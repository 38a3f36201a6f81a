import { describeOnSale } from "./support/on-sale-suite.ts"

describeOnSale("embedded PGlite", () => ({ kind: "pglite" }))
