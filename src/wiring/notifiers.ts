/**
 * What every machine does with an outcome the learner should hear about:
 * a success message as a toast, a failure through the shared handler
 * (spec §8: the answer's `message` as an error toast; 401 goes to the session).
 */
import { Toasts } from "../services/shared/toasts.ts"
import { reportApiFailure } from "../services/shared/error-handler.ts"
import { toApiFailure } from "../services/shared/api-failure.ts"
import type { AppRuntime } from "../services/shared/runtime.ts"

export interface Notifiers {
  readonly toastSuccess: (message: string) => void
  /** A neutral note (e.g. "the cart is not available yet"). */
  readonly toastInfo: (message: string) => void
  readonly reportFailure: (error: unknown) => void
}

export const makeNotifiers = (runtime: AppRuntime): Notifiers => ({
  toastSuccess: (message) => void runtime.runFork(Toasts.use((toasts) => toasts.success(message))),
  toastInfo: (message) => void runtime.runFork(Toasts.use((toasts) => toasts.info(message))),
  reportFailure: (error) => void runtime.runFork(reportApiFailure(toApiFailure(error)))
})

/**
 * The `notifySuccess` and `notifyFailure` actions the form machines name
 * (their params carry the server's message or the error), bound to the
 * notifiers once instead of in every area's wiring.
 */
export const outcomeActions = (notifiers: Pick<Notifiers, "toastSuccess" | "reportFailure">) => ({
  notifySuccess: (_: unknown, params: { readonly message: string }) => notifiers.toastSuccess(params.message),
  notifyFailure: (_: unknown, params: { readonly error: unknown }) => notifiers.reportFailure(params.error)
})
