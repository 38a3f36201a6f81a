/**
 * Runs an API suite on the PostgreSQL server at TEST_DATABASE_URL, or, when
 * that server does not answer, prints why and registers a skipped suite
 * whose name carries the reason, so the run says what did not run.
 */
import { describe, it } from "vitest"
import { postgresUnavailableReason, TEST_DATABASE_URL, type TestDatabase } from "./test-server.ts"

export const onPostgresServer = async (suiteName: string, describeSuite: (label: string, database: () => TestDatabase) => void): Promise<void> => {
  const unavailable = await postgresUnavailableReason()
  if (unavailable === undefined) {
    describeSuite(`the PostgreSQL server (${TEST_DATABASE_URL})`, () => ({ kind: "postgres", url: TEST_DATABASE_URL }))
    return
  }
  console.warn(`SKIPPED the PostgreSQL ${suiteName} suite: ${unavailable}`)
  describe.skip(`${suiteName} on the PostgreSQL server — skipped: ${unavailable}`, () => {
    it("needs a PostgreSQL server", () => {})
  })
}
