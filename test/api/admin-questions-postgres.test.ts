import { describeAdminQuestions } from "./support/admin-questions-suite.ts"
import { onPostgresServer } from "./support/on-postgres.ts"

await onPostgresServer("question bank editor", describeAdminQuestions)
