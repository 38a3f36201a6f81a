/**
 * The window's inner height, kept current on resize. The mega-menu sizes
 * its category list from it (spec §2: (height − 200) / 51 rows).
 */
import { useSyncExternalStore } from "react"

const subscribe = (onChange: () => void) => {
  window.addEventListener("resize", onChange)
  return () => window.removeEventListener("resize", onChange)
}

const read = () => window.innerHeight

// Without a window (a server render) the height is unknown; menuRowCount
// then falls back to the spec's default.
const readOnServer = () => undefined

export function useWindowHeight(): number | undefined {
  return useSyncExternalStore<number | undefined>(subscribe, read, readOnServer)
}
