/**
 * What every machine does with an outcome the learner should hear about:
 * a success message as a toast, a failure through the shared handler
 * (spec §8: the answer's `message` as an error toast; 401 goes to the session).
 * The Effects behind them (services/shared/notices.ts) load with the runtime
 * when there is first something to say.
 */
import { type RuntimeSource, runLater } from "../../services/shared/lazy-runtime.ts"

export interface Notifiers {
  readonly toastSuccess: (message: string) => void
  /** A neutral note (e.g. "the cart is not available yet"). */
  readonly toastInfo: (message: string) => void
  readonly reportFailure: (error: unknown) => void
}

/** The notices' module, loaded when first needed. */
export const notices = () => import("../../services/shared/notices.ts")

export const makeNotifiers = (runtime: RuntimeSource): Notifiers => ({
  toastSuccess: (message) => runLater(runtime, notices, (run) => run.toastSuccess(message)),
  toastInfo: (message) => runLater(runtime, notices, (run) => run.toastInfo(message)),
  reportFailure: (error) => runLater(runtime, notices, (run) => run.reportFailure(error))
})

/**
 * The server's renderer (server rendering): a public page's loaders run there too,
 * but a toast has no page to show on. A load that failed there shows its
 * inline state in the HTML; Retry in the browser goes through the handler.
 */
export const silentNotifiers: Notifiers = {
  toastSuccess: () => {},
  toastInfo: () => {},
  reportFailure: () => {}
}

/**
 * The `notifySuccess` and `notifyFailure` actions the form machines name
 * (their params carry the server's message or the error), bound to the
 * notifiers once instead of in every area's wiring.
 */
export const outcomeActions = (notifiers: Pick<Notifiers, "toastSuccess" | "reportFailure">) => ({
  notifySuccess: (_: unknown, params: { readonly message: string }) => notifiers.toastSuccess(params.message),
  notifyFailure: (_: unknown, params: { readonly error: unknown }) => notifiers.reportFailure(params.error)
})
