import { describeOnSale } from "./support/on-sale-suite.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"

await onBothDatabases("on sale", describeOnSale)
