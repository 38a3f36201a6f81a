import { describeAdminImport } from "./support/admin-import-suite.ts"
import { onPostgresServer } from "./support/on-postgres.ts"

await onPostgresServer("question import and export", describeAdminImport)
