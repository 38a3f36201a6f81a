import { onBothDatabases } from "./support/on-both-databases.ts"
import { describeOperations } from "./support/operations-suite.ts"

// The embedded database has one connection; the PostgreSQL server's pool
// holds 10 (platform/db/sql-client.ts).
await onBothDatabases("operations", (label, database, kind) => describeOperations(label, database, kind === "pglite" ? 1 : 10))
