/**
 * Listens for the test screen's keyboard shortcuts (keyboard-shortcuts.ts)
 * on the whole page while the learner can answer, and hands each to the
 * screen. Keys typed into a field, inside a dialog, or with a modifier are
 * left alone, and arrow keys stay with a focused radio button.
 */
import { useEffect, useRef } from "react"
import { type KeyPress, shortcutFor, type ShortcutAction } from "./keyboard-shortcuts.ts"

const targetKind = (target: EventTarget | null): KeyPress["target"] => {
  if (!(target instanceof HTMLElement)) return "other"
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return "text"
  if (target instanceof HTMLInputElement) return target.type === "radio" || target.type === "checkbox" ? "choice" : "text"
  return "other"
}

export function useAttemptShortcuts(enabled: boolean, onShortcut: (action: ShortcutAction) => void): void {
  // The latest handler, without re-adding the listener on every render.
  const handler = useRef(onShortcut)
  useEffect(() => {
    handler.current = onShortcut
  })
  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return
      if (event.target instanceof Element && event.target.closest("[role=dialog],[role=alertdialog]") !== null) return
      const action = shortcutFor({
        key: event.key,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        target: targetKind(event.target)
      })
      if (action === null) return
      event.preventDefault()
      handler.current(action)
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [enabled])
}
