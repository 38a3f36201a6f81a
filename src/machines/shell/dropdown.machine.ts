/**
 * A header dropdown's open state (the notification bell's popover): the
 * screen renders it and sends what the learner did — the bell pressed, the
 * popover dismissed (Escape, a press outside, View All), or a press on the
 * placeholder made before the dropdown's code was there.
 *
 *   closed ─ OPEN ─▶ open ─ CLOSE ─▶ closed
 */
import { setup, type SnapshotFrom } from "xstate"

export type DropdownEvent = { readonly type: "OPEN" } | { readonly type: "CLOSE" }

export const dropdownMachine = setup({
  types: {
    events: {} as DropdownEvent
  }
}).createMachine({
  id: "dropdown",
  initial: "closed",
  states: {
    closed: { on: { OPEN: "open" } },
    open: { on: { CLOSE: "closed" } }
  }
})

export const isDropdownOpen = (snapshot: SnapshotFrom<typeof dropdownMachine>): boolean => snapshot.matches("open")
