import { describeAdminCatalogue } from "./support/admin-catalogue-suite.ts"
import { onPostgresServer } from "./support/on-postgres.ts"

await onPostgresServer("admin catalogue", describeAdminCatalogue)
