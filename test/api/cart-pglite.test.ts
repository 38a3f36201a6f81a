import { describeCart } from "./support/cart-suite.ts"

describeCart("embedded PGlite", () => ({ kind: "pglite" }))
