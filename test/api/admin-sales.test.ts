import { describeAdminSales } from "./support/admin-sales-suite.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"

await onBothDatabases("admin coupons, orders and learners", describeAdminSales)
