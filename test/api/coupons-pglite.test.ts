import { describeCoupons } from "./support/coupons-suite.ts"

describeCoupons("embedded PGlite", () => ({ kind: "pglite" }))
