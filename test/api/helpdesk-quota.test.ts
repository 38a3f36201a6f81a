import { describeAttachmentQuota } from "./support/helpdesk-quota-suite.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"

await onBothDatabases("helpdesk attachment quota", describeAttachmentQuota)
