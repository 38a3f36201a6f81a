import { onPostgresServer } from "./support/on-postgres.ts"
import { describePractice } from "./support/practice-suite.ts"

await onPostgresServer("practice mode, practice sets and time per question", describePractice)
