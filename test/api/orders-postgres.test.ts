import { describeOrders } from "./support/orders-suite.ts"
import { onPostgresServer } from "./support/on-postgres.ts"

await onPostgresServer("orders", describeOrders)
