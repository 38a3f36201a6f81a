import { describeEvents } from "./support/events-suite.ts"
import { onPostgresServer } from "./support/on-postgres.ts"

await onPostgresServer("events", describeEvents)
