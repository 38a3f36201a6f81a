import { describeContent } from "./support/content-suite.ts"
import { onPostgresServer } from "./support/on-postgres.ts"

await onPostgresServer("blog and content pages", describeContent)
