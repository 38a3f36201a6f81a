import { describeAdminImport } from "./support/admin-import-suite.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"

await onBothDatabases("question import and export", describeAdminImport)
