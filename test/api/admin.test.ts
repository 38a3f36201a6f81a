import { describeAdmin } from "./support/admin-suite.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"

await onBothDatabases("admin role and audit log", describeAdmin)
