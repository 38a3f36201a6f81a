/**
 * What the wiring's notifiers run (src/wiring/shared/notifiers.ts): a toast, or a
 * failure through the shared handler (spec §8). A module of its own so the
 * notifiers can load it, with the runtime, when there is something to say
 * (nothing of Effect before the page is interactive).
 */
import type { Effect } from "effect"
import { toApiFailure } from "./api-failure.ts"
import { reportApiFailure, reportSignInFailure } from "./error-handler.ts"
import { Toasts } from "./toasts.ts"

export const toastSuccess = (message: string): Effect.Effect<void, never, Toasts> => Toasts.use((toasts) => toasts.success(message))

export const toastInfo = (message: string): Effect.Effect<void, never, Toasts> => Toasts.use((toasts) => toasts.info(message))

/** Any failure a machine hands over (an ApiFailure, or a defect) as the shared handler shows it. */
export const reportFailure = (error: unknown): Effect.Effect<void, never, Toasts> => reportApiFailure(toApiFailure(error))

/** The sign-in form's failure: its 401 is "wrong email or password", shown too. */
export const reportSignInError = (error: unknown): Effect.Effect<void, never, Toasts> => reportSignInFailure(toApiFailure(error))
