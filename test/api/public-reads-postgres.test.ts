import { onPostgresServer } from "./support/on-postgres.ts"
import { describePublicReads } from "./support/public-reads-suite.ts"

await onPostgresServer("public reads", describePublicReads)
