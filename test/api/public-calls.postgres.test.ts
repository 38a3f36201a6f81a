import { onPostgresServer } from "./support/on-postgres.ts"
import { describePublicCalls } from "./support/public-calls-suite.ts"

await onPostgresServer("public calls", describePublicCalls)
