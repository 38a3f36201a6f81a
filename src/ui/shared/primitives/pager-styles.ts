/**
 * The row both pagers draw (Pager's buttons for `?page=N`, PageLinks' links
 * for a page in the path), so the two look alike: the wrapping, centred
 * list, the "…" between page numbers, and Previous's chevron turned round.
 */
import { css } from "goober"
import { color, font, space } from "../tokens.ts"

export const pagerList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
`

/** The "…" standing for the pages left out. */
export const pagerGap = css`
  min-width: 28px;
  text-align: center;
  color: ${color.textMuted};
  font-weight: ${font.weight.semibold};
`

export const previousIcon = css`transform: rotate(180deg);`
