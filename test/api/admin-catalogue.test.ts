import { describeAdminCatalogue } from "./support/admin-catalogue-suite.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"

await onBothDatabases("admin catalogue", describeAdminCatalogue)
