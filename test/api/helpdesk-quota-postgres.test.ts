import { describeAttachmentQuota } from "./support/helpdesk-quota-suite.ts"
import { onPostgresServer } from "./support/on-postgres.ts"

await onPostgresServer("helpdesk attachment quota", describeAttachmentQuota)
