/** Looks shared by the learning panels: the review, readiness and pacing. */
import { css } from "goober"
import { cardBox } from "../shared/primitives/surface-styles.ts"
import { color, font, media, radius, space } from "../shared/tokens.ts"

export const panel = css`
  ${cardBox}
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  min-width: 0;
  & h2 { font-size: ${font.size.lg}; }
  & h3 { font-size: ${font.size.md}; }
`

export const muted = css`
  color: ${color.textMuted};
`

export const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm} ${space.lg};
`

export const big = css`
  font-size: ${font.size.xl};
  font-weight: ${font.weight.bold};
`

/** The data table every chart carries (its text alternative). */
export const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${font.size.sm};
  & caption { text-align: left; font-weight: ${font.weight.semibold}; padding-bottom: ${space.sm}; }
  & th, & td { text-align: left; padding: ${space.xs} ${space.sm}; border-bottom: 1px solid ${color.border}; vertical-align: top; overflow-wrap: break-word; }
  & th { color: ${color.textMuted}; font-weight: ${font.weight.semibold}; }
  & td.number { text-align: right; white-space: nowrap; }
  & th.number { text-align: right; }
  ${media.md} { font-size: ${font.size.md}; }
`

/** "Show as a table": the chart's data, one press away for everyone. */
export const disclosure = css`
  & summary { cursor: pointer; color: ${color.brand}; font-weight: ${font.weight.semibold}; padding: ${space.xs} 0; }
  & summary:focus-visible { outline: 3px solid ${color.focus}; outline-offset: 2px; border-radius: ${radius.sm}; }
  & table { margin-top: ${space.sm}; }
`

/** A table wider than a narrow screen scrolls inside its box instead of squeezing its words. */
export const tableScroll = css`
  overflow-x: auto;
  &:focus-visible { outline: 3px solid ${color.focus}; outline-offset: 2px; }
`

/** The chart's box: no browser margins around a figure. */
export const figure = css`
  margin: 0;
  min-width: 0;
`

export const statusColor = {
  ready: color.success,
  close: color.badge,
  notYet: color.error,
  noAnswers: color.textMuted
} as const

export const chartBox = css`
  width: 100%;
  min-height: 40px;
  & svg { display: block; overflow: visible; }
`
