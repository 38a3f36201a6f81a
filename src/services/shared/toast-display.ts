/**
 * react-toastify, loaded with the first toast (a page shows no
 * toast before it is interactive, so the library is not part of its first
 * JavaScript). Whatever shows a toast asks for the library here; the first
 * ask also tells the toast outlet (src/ui/shared/toast-outlet.tsx, through
 * the composition root) to mount the container, which shows the toasts
 * react-toastify queued until it was there.
 */
import { loadChunk } from "./lazy-route.ts"

type ToastLibrary = typeof import("react-toastify")

const listeners = new Set<() => void>()
let wanted = false

/** react-toastify, loaded on first use; the toast container mounts from then on. */
export const toastLibrary = (): Promise<ToastLibrary> => {
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
  }
  return loadChunk(() => import("react-toastify"))
}

/** What the toast outlet reads: whether a toast was asked for yet, and when that changes. */
export const toastDisplay = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  wanted: (): boolean => wanted
}
