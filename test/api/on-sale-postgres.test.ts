import { describeOnSale } from "./support/on-sale-suite.ts"
import { onPostgresServer } from "./support/on-postgres.ts"

await onPostgresServer("on sale", describeOnSale)
