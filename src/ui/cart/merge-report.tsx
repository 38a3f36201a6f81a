/**
 * What became of a guest's cart at sign-in or sign-up, on the cart screen:
 * each item brought over by name, and each refused one with the server's
 * sentence, which names it and says why (already owned, coming soon …).
 * The toast that tells of the merge may appear on any page; this stays
 * until the learner dismisses it.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import type { CartLine } from "../../api/cart/cart.ts"
import { selectMergeReport } from "../../machines/cart/cart.machine.ts"
import type { CartActor } from "../shared/app-actors.ts"
import { Button } from "../shared/primitives/button.tsx"
import { color, font, space } from "../shared/tokens.ts"
import { panel } from "./cart-styles.ts"

// Across both columns of the cart's grid, above the lines and the summary.
const report = css`
  grid-column: 1 / -1;
  gap: ${space.sm};
  & ul { margin: 0; padding-left: ${space.lg}; display: flex; flex-direction: column; gap: ${space.xs}; }
  & h2 { font-size: ${font.size.md}; }
`

const refusedList = css`
  color: ${color.error};
`

export function MergeReport({ cart, lines }: { readonly cart: CartActor; readonly lines: ReadonlyArray<CartLine> }) {
  const merged = useSelector(cart, selectMergeReport)
  if (merged === null || (merged.merged.length === 0 && merged.refused.length === 0)) return null
  const nameOf = (item: { readonly kind: string; readonly _id: string }) =>
    lines.find((line) => line.item.kind === item.kind && line.item._id === item._id)?.name
  const named = merged.merged.flatMap((item) => {
    const name = nameOf(item)
    return name === undefined ? [] : [name]
  })
  return (
    <section className={`${panel} ${report}`} aria-labelledby="merge-report-title">
      <h2 id="merge-report-title">From before you signed in</h2>
      {named.length > 0 ? (
        <>
          <p>Added to your cart:</p>
          <ul aria-label="Added to your cart">
            {named.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
      {merged.refused.length > 0 ? (
        <>
          <p>Could not be added:</p>
          <ul className={refusedList} aria-label="Could not be added">
            {merged.refused.map((refusal) => (
              <li key={`${refusal.item.kind}:${refusal.item._id}`}>{refusal.message}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div>
        <Button variant="secondary" onPress={() => cart.send({ type: "DISMISS_MERGE_REPORT" })}>
          Dismiss
        </Button>
      </div>
    </section>
  )
}
