import { onPostgresServer } from "./support/on-postgres.ts"
import { describeOperations } from "./support/operations-suite.ts"

// The server's pool holds 10 connections (platform/db/sql-client.ts).
await onPostgresServer("operations", (label, database) => describeOperations(label, database, 10))
