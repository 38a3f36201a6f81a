import { onBothDatabases } from "./support/on-both-databases.ts"
import { describePractice } from "./support/practice-suite.ts"

await onBothDatabases("practice mode, practice sets and time per question", describePractice)
