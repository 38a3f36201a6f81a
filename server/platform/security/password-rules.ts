/**
 * What a password must be: the contract's rule (src/api/account/account-fields.ts
 * NewPassword: 8 to 128 characters as the learner sees them, OWASP's
 * minimum length and a maximum that keeps hashing cheap for the server), the
 * same one the forms check as the learner types.
 */
import { NewPassword } from "../../../src/api/account/account-fields.ts"
import { fieldMessage } from "../../../src/api/shared/form-schema.ts"

export const passwordProblem: (password: string) => string | null = fieldMessage(NewPassword)
