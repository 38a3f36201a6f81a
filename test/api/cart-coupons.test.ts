import { describeCoupons } from "./support/coupons-suite.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"

await onBothDatabases("Coupons", describeCoupons)
