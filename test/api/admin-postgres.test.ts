import { describeAdmin } from "./support/admin-suite.ts"
import { onPostgresServer } from "./support/on-postgres.ts"

await onPostgresServer("admin role and audit log", describeAdmin)
