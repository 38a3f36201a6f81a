import { describeEvents } from "./support/events-suite.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"

await onBothDatabases("events", describeEvents)
