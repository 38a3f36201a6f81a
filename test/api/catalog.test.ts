import { describeCatalog } from "./support/catalog-suite.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"

await onBothDatabases("catalog", describeCatalog)
