import { describeCatalog } from "./support/catalog-suite.ts"
import { onPostgresServer } from "./support/on-postgres.ts"

await onPostgresServer("catalog", describeCatalog)
