import { describeCheckout } from "./support/checkout-suite.ts"

describeCheckout("embedded PGlite", () => ({ kind: "pglite" }))
