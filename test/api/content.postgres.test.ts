import { describe, it } from "vitest"
import { describeContent } from "./support/content-suite.ts"
import { postgresUnavailableReason, TEST_DATABASE_URL } from "./support/test-server.ts"

const unavailable = await postgresUnavailableReason()

if (unavailable === undefined) {
  describeContent(`the PostgreSQL server (${TEST_DATABASE_URL})`, () => ({ kind: "postgres", url: TEST_DATABASE_URL }))
} else {
  // Printed so a run without the server says why these tests did not run.
  console.warn(`SKIPPED the PostgreSQL content suite: ${unavailable}`)
  describe.skip(`blog and content pages on the PostgreSQL server — skipped: ${unavailable}`, () => {
    it("needs a PostgreSQL server", () => {})
  })
}
