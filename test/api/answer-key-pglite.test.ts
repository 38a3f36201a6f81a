import { describeAnswerKey } from "./support/answer-key-suite.ts"

describeAnswerKey("embedded PGlite", () => ({ kind: "pglite" }))
