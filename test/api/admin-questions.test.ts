import { describeAdminQuestions } from "./support/admin-questions-suite.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"

await onBothDatabases("question bank editor", describeAdminQuestions)
