/**
 * Label–value pairs (a `dl` of `div`s, each a `dt` over its `dd`) in a
 * wrapping grid: an order's date and card, a test's duration and pass mark.
 */
import { css } from "goober"
import { color, font, space } from "../tokens.ts"

/** As many columns at least `minColumn` wide as fit. */
export const factsOf = (minColumn: string): string => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${minColumn}), 1fr));
  gap: ${space.md};
  margin: 0;
  & > div { display: flex; flex-direction: column; gap: ${space.xxs}; min-width: 0; }
  & dt { font-size: ${font.size.sm}; color: ${color.textMuted}; }
  & dd { margin: 0; font-weight: ${font.weight.semibold}; overflow-wrap: anywhere; }
`
