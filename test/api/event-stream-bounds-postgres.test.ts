import { describeStreamBounds } from "./support/event-stream-bounds-suite.ts"
import { onPostgresServer } from "./support/on-postgres.ts"

await onPostgresServer("event stream bounds", describeStreamBounds)
