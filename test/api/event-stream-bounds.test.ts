import { describeStreamBounds } from "./support/event-stream-bounds-suite.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"

await onBothDatabases("event stream bounds", describeStreamBounds)
