import { describeAccessMatrix } from "./support/access-matrix-suite.ts"
import { onPostgresServer } from "./support/on-postgres.ts"

await onPostgresServer("access-control matrix", describeAccessMatrix)
