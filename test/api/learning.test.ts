import { describeLearning } from "./support/learning-suite.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"

await onBothDatabases("spaced review, readiness and pacing", describeLearning)
