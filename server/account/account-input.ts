/**
 * Checks of what a learner types into the account forms, each failing with
 * the field's own message (400), before anything is stored or sent.
 */
import { Effect } from "effect"
import { Invalid } from "../../src/api/shared/errors.ts"
import { AccountEmail, AccountName } from "../../src/api/account/account-fields.ts"
import { fieldMessage } from "../../src/api/shared/form-schema.ts"
import { plainLine } from "../../src/domain/shared/text.ts"
import { passwordProblem } from "../platform/security/password-rules.ts"

export const fieldError = (path: string, message: string) => new Invalid({ message, issues: [{ path, message }] })

const emailMessage = fieldMessage(AccountEmail)
const nameMessage = fieldMessage(AccountName)

/** The email trimmed, or the field error: the contract's field (src/api/account/account-fields.ts), as the forms check it. */
export const validEmail = (raw: string): Effect.Effect<string, Invalid> => {
  const message = emailMessage(raw)
  return message === null ? Effect.succeed(raw.trim()) : Effect.fail(fieldError("email", message))
}

/**
 * The name as plain text (tags stripped as the spec's trimming
 * rule says, entities kept as typed, src/domain/shared/text.ts plainLine),
 * trimmed, inner runs of spaces collapsed; or the field error. A name that
 * was only markup is an empty name. A name holding an invisible direction
 * character is refused: shown to admins and agents, it could reverse what
 * follows it (src/domain/shared/direction-controls.ts).
 */
export const validName = (raw: string): Effect.Effect<string, Invalid> => {
  const message = nameMessage(raw)
  return message === null ? Effect.succeed(plainLine(raw)) : Effect.fail(fieldError("name", message))
}

export const validPassword = (password: string, path = "password"): Effect.Effect<void, Invalid> => {
  const problem = passwordProblem(password)
  return problem === null ? Effect.void : Effect.fail(fieldError(path, problem))
}
