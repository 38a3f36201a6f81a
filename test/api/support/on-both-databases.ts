/**
 * Runs an API suite on both databases from one test file: first on the
 * embedded PGlite, then on the PostgreSQL server at TEST_DATABASE_URL
 * through onPostgresServer (when that server does not answer, a skipped
 * suite that prints and names the reason). The suite learns which database
 * it is on from `kind`, for the few that run differently on each.
 */
import { onPostgresServer } from "./on-postgres.ts"
import type { TestDatabase } from "./test-server.ts"

export type DatabaseKind = "pglite" | "postgres"

export const onBothDatabases = async (
  suiteName: string,
  describeSuite: (label: string, database: () => TestDatabase, kind: DatabaseKind) => void
): Promise<void> => {
  describeSuite("embedded PGlite", () => ({ kind: "pglite" }), "pglite")
  await onPostgresServer(suiteName, (label, database) => describeSuite(label, database, "postgres"))
}
