import { describeAccessMatrix } from "./support/access-matrix-suite.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"

await onBothDatabases("access-control matrix", describeAccessMatrix)
