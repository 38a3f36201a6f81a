import { describeAnswerKey } from "./support/answer-key-suite.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"

await onBothDatabases("answer-key", describeAnswerKey)
