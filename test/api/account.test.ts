import { describeAccounts } from "./support/accounts-suite.ts"
import { journeyCases } from "./support/journey-cases.ts"
import { mediaCases } from "./support/media-cases.ts"
import { notificationCases } from "./support/notification-cases.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"
import { profileCases } from "./support/profile-cases.ts"
import { resetCases } from "./support/reset-cases.ts"
import { roleCases } from "./support/role-cases.ts"
import { sessionCases, tokenCases } from "./support/session-cases.ts"
import { signUpCases } from "./support/signup-cases.ts"

// Every group on PGlite. On the PostgreSQL server a representative subset:
// the whole journey (every table and call once) plus the code, session,
// token, media and role rules. Password hashing makes each case slow, so the
// remaining groups (profile edits, reset refusals, notification paging) run
// on PGlite only — their SQL is the same.
await onBothDatabases("accounts", (label, database, kind) =>
  describeAccounts(
    label,
    database,
    kind === "pglite"
      ? [journeyCases, signUpCases, sessionCases, tokenCases, profileCases, resetCases, mediaCases, notificationCases, roleCases]
      : [journeyCases, signUpCases, sessionCases, tokenCases, mediaCases, roleCases]
  )
)
