import { describeLearning } from "./support/learning-suite.ts"
import { onPostgresServer } from "./support/on-postgres.ts"

await onPostgresServer("spaced review, readiness and pacing", describeLearning)
