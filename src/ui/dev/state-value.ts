/** A state value as one line: `paying.waiting`, or `{ history: ready, live: open }` for parallel regions. */
import type { StateValue } from "xstate"

export const stateValueText = (value: StateValue | null): string => {
  if (value === null) return "starting"
  if (typeof value === "string") return value
  const parts = Object.entries(value).map(([key, inner]) =>
    inner === undefined || (typeof inner === "object" && Object.keys(inner).length === 0) ? key : `${key}.${stateValueText(inner)}`
  )
  return parts.length === 1 ? parts[0]! : `{ ${parts.join(", ")} }`
}
