import { describeAttachmentQuota } from "./support/helpdesk-quota-suite.ts"

describeAttachmentQuota("embedded PGlite", () => ({ kind: "pglite" }))
