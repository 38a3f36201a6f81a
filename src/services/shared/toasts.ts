/**
 * Toasts (spec §9: top-right, closed after 5000 ms, draggable). The live layer
 * uses react-toastify; the `<ToastContainer {...TOAST_OPTIONS} />` that shows
 * them is mounted by the UI. Tests use `Toasts.layerRecording`.
 */
import { Context, Effect, Layer } from "effect"
import { toast } from "react-toastify"
import { TOAST_OPTIONS } from "./toast-options.ts"

export { TOAST_OPTIONS }

export interface ShownToast {
  readonly kind: "success" | "error" | "info"
  readonly message: string
}

export class Toasts extends Context.Service<Toasts, {
  readonly success: (message: string) => Effect.Effect<void>
  readonly error: (message: string) => Effect.Effect<void>
  /** Neither a success nor a failure: e.g. a control whose feature is not there yet. */
  readonly info: (message: string) => Effect.Effect<void>
}>()("exam-shop/Toasts") {
  static readonly layer = Layer.succeed(Toasts, Toasts.of({
    success: (message) => Effect.sync(() => void toast.success(message, TOAST_OPTIONS)),
    error: (message) => Effect.sync(() => void toast.error(message, TOAST_OPTIONS)),
    info: (message) => Effect.sync(() => void toast.info(message, TOAST_OPTIONS))
  }))

  /** Appends every toast to `shown` instead of showing it. */
  static readonly layerRecording = (shown: Array<ShownToast>) =>
    Layer.succeed(Toasts, Toasts.of({
      success: (message) => Effect.sync(() => void shown.push({ kind: "success", message })),
      error: (message) => Effect.sync(() => void shown.push({ kind: "error", message })),
      info: (message) => Effect.sync(() => void shown.push({ kind: "info", message }))
    }))
}
