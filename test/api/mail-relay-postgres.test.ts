import { describeMailRelay } from "./support/mail-relay-suite.ts"
import { onPostgresServer } from "./support/on-postgres.ts"

await onPostgresServer("mail relay", describeMailRelay)
