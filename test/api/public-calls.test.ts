import { onBothDatabases } from "./support/on-both-databases.ts"
import { describePublicCalls } from "./support/public-calls-suite.ts"

await onBothDatabases("public calls", describePublicCalls)
