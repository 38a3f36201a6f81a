import { describeAttempts } from "./support/attempts-suite.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"

await onBothDatabases("My Exams and timed attempt", describeAttempts)
