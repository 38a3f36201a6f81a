import { describeAdminSales } from "./support/admin-sales-suite.ts"
import { onPostgresServer } from "./support/on-postgres.ts"

await onPostgresServer("admin coupons, orders and learners", describeAdminSales)
