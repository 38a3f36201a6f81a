import { describeHelpdesk } from "./support/helpdesk-suite.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"

await onBothDatabases("helpdesk", describeHelpdesk)
