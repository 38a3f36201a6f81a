import { describeStreamBounds } from "./support/event-stream-bounds-suite.ts"

describeStreamBounds("embedded PGlite", () => ({ kind: "pglite" }))
