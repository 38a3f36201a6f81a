/**
 * Checks of what a learner types into the account forms, each failing with
 * the field's own message (400), before anything is stored or sent.
 */
import { Effect } from "effect"
import { Invalid } from "../../src/api/errors.ts"
import { NAME_DIRECTION_CONTROL, NAME_MAX } from "../../src/domain/account/account-rules.ts"
import { hasDirectionControl } from "../../src/domain/shared/direction-controls.ts"
import { isValidEmail } from "../../src/domain/shared/email.ts"
import { plainLine } from "../../src/domain/shared/text.ts"
import { passwordProblem } from "../platform/security/password-rules.ts"
import { EMAIL_INVALID_MESSAGE, NAME_REQUIRED_MESSAGE, NAME_TOO_LONG_MESSAGE } from "./messages.ts"

export const fieldError = (path: string, message: string) => new Invalid({ message, issues: [{ path, message }] })

/** The email trimmed, or the field error. */
export const validEmail = (raw: string): Effect.Effect<string, Invalid> => {
  const email = raw.trim()
  return isValidEmail(email) ? Effect.succeed(email) : Effect.fail(fieldError("email", EMAIL_INVALID_MESSAGE))
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
  const name = plainLine(raw)
  if (name === "") return Effect.fail(fieldError("name", NAME_REQUIRED_MESSAGE))
  if (hasDirectionControl(name)) return Effect.fail(fieldError("name", NAME_DIRECTION_CONTROL))
  if ([...name].length > NAME_MAX) return Effect.fail(fieldError("name", NAME_TOO_LONG_MESSAGE))
  return Effect.succeed(name)
}

export const validPassword = (password: string, path = "password"): Effect.Effect<void, Invalid> => {
  const problem = passwordProblem(password)
  return problem === null ? Effect.void : Effect.fail(fieldError(path, problem))
}
