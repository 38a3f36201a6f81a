import { describeAdminContent } from "./support/admin-content-suite.ts"
import { onPostgresServer } from "./support/on-postgres.ts"

await onPostgresServer("admin content", describeAdminContent)
