import { describeCoupons } from "./support/coupons-suite.ts"
import { onPostgresServer } from "./support/on-postgres.ts"

await onPostgresServer("Coupons", describeCoupons)
