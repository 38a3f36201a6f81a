import { describeAttempts } from "./support/attempts-suite.ts"
import { onPostgresServer } from "./support/on-postgres.ts"

await onPostgresServer("My Exams and timed attempt", describeAttempts)
