import { describeAnswerKey } from "./support/answer-key-suite.ts"
import { onPostgresServer } from "./support/on-postgres.ts"

await onPostgresServer("answer-key", describeAnswerKey)
