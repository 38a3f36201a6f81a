import { describeHelpdesk } from "./support/helpdesk-suite.ts"
import { onPostgresServer } from "./support/on-postgres.ts"

await onPostgresServer("helpdesk", describeHelpdesk)
