/** Learners written straight into the in-memory users repository, and what the letters sent to them say. */
import { Effect, Option } from "effect"
import { UsersRepository } from "../../../server/account/users/repository.ts"
import { Outbox } from "../../../server/platform/delivery/outbox.ts"
import { hashPassword } from "../../../server/platform/security/password-hasher.ts"

export const PASSWORD = "Correct-Horse-42"
export const ADDRESS = "203.0.113.7"

export const addLearner = (email: string, options: { readonly verified?: boolean } = {}) =>
  Effect.gen(function* () {
    const users = yield* UsersRepository
    const created = yield* users.insertUnverified({ name: "Ada Lovelace", email, passwordHash: yield* hashPassword(PASSWORD) })
    const user = Option.getOrThrow(created)
    if (options.verified ?? true) yield* users.markEmailVerified(user.id)
    return user
  })

/** The six digits of the newest letter to `email`. */
export const lastCodeSentTo = (email: string) =>
  Effect.gen(function* () {
    const letters = yield* (yield* Outbox).newest(50)
    const letter = letters.find((entry) => entry.recipient === email)
    const code = letter?.subject.match(/(\d{6})$/)?.[1]
    if (code === undefined) return yield* Effect.die(new Error(`No code was sent to ${email}`))
    return code
  })
