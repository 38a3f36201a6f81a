import { describe, it } from "vitest"
import { describeAccounts } from "./support/accounts-suite.ts"
import { journeyCases } from "./support/journey-cases.ts"
import { mediaCases } from "./support/media-cases.ts"
import { sessionCases, tokenCases } from "./support/session-cases.ts"
import { signUpCases } from "./support/signup-cases.ts"
import { postgresUnavailableReason, TEST_DATABASE_URL } from "./support/test-server.ts"

const unavailable = await postgresUnavailableReason()

// A representative subset: the whole journey (every table and call once)
// plus the code, session, token and media rules. Password hashing makes
// each case slow, so the remaining groups (profile edits, reset refusals,
// notification paging) run on PGlite only — their SQL is the same.
if (unavailable === undefined) {
  describeAccounts(`the PostgreSQL server (${TEST_DATABASE_URL})`, () => ({ kind: "postgres", url: TEST_DATABASE_URL }), [
    journeyCases,
    signUpCases,
    sessionCases,
    tokenCases,
    mediaCases
  ])
} else {
  // Printed so a run without the server says why these tests did not run.
  console.warn(`SKIPPED the PostgreSQL accounts suite: ${unavailable}`)
  describe.skip(`accounts on the PostgreSQL server — skipped: ${unavailable}`, () => {
    it("needs a PostgreSQL server", () => {})
  })
}
