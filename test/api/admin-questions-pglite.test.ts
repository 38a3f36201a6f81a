import { describeAdminQuestions } from "./support/admin-questions-suite.ts"

describeAdminQuestions("embedded PGlite", () => ({ kind: "pglite" }))
