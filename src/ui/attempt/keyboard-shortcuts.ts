/**
 * The test screen's keyboard shortcuts ("shortcuts for next/previous
 * and options"), as one table: the screen documents them from it and the
 * key handler reads them from it, so the two cannot disagree.
 */

export type ShortcutAction =
  | { readonly type: "NEXT" }
  | { readonly type: "PREVIOUS" }
  | { readonly type: "ANSWER.TOGGLE_MARK" }
  | { readonly type: "CHOOSE_NTH"; readonly index: number }

/** What a key press on the page body asks for, or null. */
export interface KeyPress {
  readonly key: string
  readonly altKey: boolean
  readonly ctrlKey: boolean
  readonly metaKey: boolean
  /** What has focus: arrow keys belong to a radio button or a text field itself. */
  readonly target: "text" | "choice" | "other"
}

export const MAX_OPTION_SHORTCUT = 5

export const shortcutFor = (press: KeyPress): ShortcutAction | null => {
  if (press.altKey || press.ctrlKey || press.metaKey || press.target === "text") return null
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key
  switch (key) {
    case "ArrowRight":
      return press.target === "choice" ? null : { type: "NEXT" }
    case "ArrowLeft":
      return press.target === "choice" ? null : { type: "PREVIOUS" }
    case "n":
      return { type: "NEXT" }
    case "p":
      return { type: "PREVIOUS" }
    case "m":
      return { type: "ANSWER.TOGGLE_MARK" }
    default: {
      const digit = Number(key)
      return /^[1-9]$/.test(key) && digit <= MAX_OPTION_SHORTCUT ? { type: "CHOOSE_NTH", index: digit - 1 } : null
    }
  }
}

/** The shortcuts as the screen lists them. */
export const SHORTCUT_HELP: ReadonlyArray<{ readonly keys: ReadonlyArray<string>; readonly does: string }> = [
  { keys: ["→", "N"], does: "Next question" },
  { keys: ["←", "P"], does: "Previous question" },
  { keys: ["1", "2", "3", "4", "5"], does: "Choose or un-choose that option" },
  { keys: ["M"], does: "Mark or unmark for review" }
]
