import { journeyCases } from "./support/journey-cases.ts"
import { mediaCases } from "./support/media-cases.ts"
import { notificationCases } from "./support/notification-cases.ts"
import { profileCases } from "./support/profile-cases.ts"
import { resetCases } from "./support/reset-cases.ts"
import { roleCases } from "./support/role-cases.ts"
import { sessionCases, tokenCases } from "./support/session-cases.ts"
import { signUpCases } from "./support/signup-cases.ts"
import { describeAccounts } from "./support/accounts-suite.ts"

describeAccounts("embedded PGlite", () => ({ kind: "pglite" }), [
  journeyCases,
  signUpCases,
  sessionCases,
  tokenCases,
  profileCases,
  resetCases,
  mediaCases,
  notificationCases,
  roleCases
])
