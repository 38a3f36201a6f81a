import { describeOrders } from "./support/orders-suite.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"

await onBothDatabases("orders", describeOrders)
