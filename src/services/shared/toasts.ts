/**
 * Toasts (spec §9: top-right, closed after 5000 ms, draggable). The live layer
 * uses react-toastify, loaded with the first toast (toast-display.ts); the container that shows them is mounted by the UI then
 * (src/ui/shared/toast-outlet.tsx). Tests use `Toasts.layerRecording`.
 */
import { Context, Effect, Layer } from "effect"
import { toastLibrary } from "./toast-display.ts"
import { TOAST_OPTIONS } from "./toast-options.ts"

export { TOAST_OPTIONS }

/**
 * An error toast is known by its message: while one is on screen the same
 * message is not shown again, so one cause seen by two machines (the
 * header's and the page's notifications, two loads of one screen) is one
 * toast. Once it has closed, the same message may show again.
 */
const optionsFor = (kind: "success" | "error" | "info", message: string) =>
  kind === "error" ? { ...TOAST_OPTIONS, toastId: `error:${message}` } : TOAST_OPTIONS

/** Shows a toast once react-toastify is there (a library that fails to load is reported by name, and the toast is lost). */
const show = (kind: "success" | "error" | "info", message: string): Effect.Effect<void> =>
  Effect.sync(
    () =>
      void toastLibrary().then(
        ({ toast }) => void toast[kind](message, optionsFor(kind, message)),
        (failure: unknown) => console.error(failure)
      )
  )

export interface ShownToast {
  readonly kind: "success" | "error" | "info"
  readonly message: string
}

export class Toasts extends Context.Service<
  Toasts,
  {
    readonly success: (message: string) => Effect.Effect<void>
    readonly error: (message: string) => Effect.Effect<void>
    /** Neither a success nor a failure: e.g. a control whose feature is not there yet. */
    readonly info: (message: string) => Effect.Effect<void>
  }
>()("exam-shop/Toasts") {
  static readonly layer = Layer.succeed(
    Toasts,
    Toasts.of({
      success: (message) => show("success", message),
      error: (message) => show("error", message),
      info: (message) => show("info", message)
    })
  )

  /** Appends every toast to `shown` instead of showing it. */
  static readonly layerRecording = (shown: Array<ShownToast>) =>
    Layer.succeed(
      Toasts,
      Toasts.of({
        success: (message) => Effect.sync(() => void shown.push({ kind: "success", message })),
        error: (message) => Effect.sync(() => void shown.push({ kind: "error", message })),
        info: (message) => Effect.sync(() => void shown.push({ kind: "info", message }))
      })
    )
}
