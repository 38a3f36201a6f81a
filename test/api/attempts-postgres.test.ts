import { describe, it } from "vitest"
import { describeAttempts } from "./support/attempts-suite.ts"
import { postgresUnavailableReason, TEST_DATABASE_URL } from "./support/test-server.ts"

const unavailable = await postgresUnavailableReason()

if (unavailable === undefined) {
  describeAttempts(`the PostgreSQL server (${TEST_DATABASE_URL})`, () => ({ kind: "postgres", url: TEST_DATABASE_URL }))
} else {
  // Printed so a run without the server says why these tests did not run.
  console.warn(`SKIPPED the PostgreSQL attempt suite: ${unavailable}`)
  describe.skip(`My Exams and the timed attempt on the PostgreSQL server — skipped: ${unavailable}`, () => {
    it("needs a PostgreSQL server", () => {})
  })
}
