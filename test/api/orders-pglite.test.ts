import { describeOrders } from "./support/orders-suite.ts"

describeOrders("embedded PGlite", () => ({ kind: "pglite" }))
