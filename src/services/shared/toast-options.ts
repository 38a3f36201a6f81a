/**
 * Toasts' options (spec §9: top-right, closed after 5000 ms, draggable),
 * apart from the Toasts service so the page's first JavaScript can hand
 * them to the toast container without loading Effect.
 */
import type { ToastContainerProps } from "react-toastify"
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from "../../domain/shared/constants.ts"

export const TOAST_OPTIONS = {
  position: TOAST_POSITION,
  autoClose: TOAST_AUTO_CLOSE_MS,
  draggable: true
} as const satisfies ToastContainerProps
