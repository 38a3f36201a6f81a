/**
 * Where toasts show (spec §9), mounted once a toast is first asked for:
 * react-toastify's container is a chunk loaded then, with the
 * library the toast itself loads (services/shared/toast-display.ts, handed
 * in by the composition root as `display`); toasts asked for before it was
 * there are queued by react-toastify and shown when it mounts. Before that
 * nothing is rendered, on the server and in the browser alike.
 */
import { lazy, Suspense, useSyncExternalStore } from "react"
import type { ToastContainerProps } from "react-toastify"

/** Whether a toast was asked for yet, and when that changes. */
export interface ToastDisplay {
  readonly subscribe: (listener: () => void) => () => void
  readonly wanted: () => boolean
}

const ToastContainer = lazy(() => import("react-toastify").then((module) => ({ default: module.ToastContainer })))

const never = () => false

export function ToastOutlet({ display, options }: { readonly display: ToastDisplay; readonly options: ToastContainerProps }) {
  const wanted = useSyncExternalStore(display.subscribe, display.wanted, never)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <ToastContainer {...options} />
    </Suspense>
  )
}
