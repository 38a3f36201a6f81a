import { describeAdminContent } from "./support/admin-content-suite.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"

await onBothDatabases("admin content", describeAdminContent)
