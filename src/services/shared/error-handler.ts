/**
 * The shared error handler of spec §8: a failed call shows the answer's
 * `message` as an error toast — except a 401, which is not the learner's
 * mistake to read about: the session clears itself and sends them to sign in.
 */
import { Effect } from "effect"
import type { ApiFailure } from "./api-failure.ts"
import { Toasts } from "./toasts.ts"

/** True for the failures the session machine handles instead of a toast. */
export const isUnauthorized = (failure: ApiFailure): boolean => failure.reason === "Unauthorized" || failure.status === 401

export const reportApiFailure = (failure: ApiFailure): Effect.Effect<void, never, Toasts> =>
  isUnauthorized(failure) ? Effect.void : Toasts.use((toasts) => toasts.error(failure.message))

/**
 * For the sign-in form: its 401 is "wrong email or password", the learner's
 * to read, not a session that ended — so it is always shown.
 */
export const reportSignInFailure = (failure: ApiFailure): Effect.Effect<void, never, Toasts> => Toasts.use((toasts) => toasts.error(failure.message))
