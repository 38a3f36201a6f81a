import { describeAccounts } from "./support/accounts-suite.ts"
import { journeyCases } from "./support/journey-cases.ts"
import { mediaCases } from "./support/media-cases.ts"
import { onPostgresServer } from "./support/on-postgres.ts"
import { roleCases } from "./support/role-cases.ts"
import { sessionCases, tokenCases } from "./support/session-cases.ts"
import { signUpCases } from "./support/signup-cases.ts"

// A representative subset: the whole journey (every table and call once)
// plus the code, session, token, media and role rules. Password hashing makes
// each case slow, so the remaining groups (profile edits, reset refusals,
// notification paging) run on PGlite only — their SQL is the same.
await onPostgresServer("accounts", (label, database) =>
  describeAccounts(label, database, [journeyCases, signUpCases, sessionCases, tokenCases, mediaCases, roleCases]))
