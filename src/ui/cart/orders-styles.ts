/** Looks of Transactions and My Packages (cards on the profile panel, facts); the status pills are shared (status-pill-styles.ts). */
import { css } from "goober"
import { factsOf } from "../shared/primitives/facts-styles.ts"
import { cardBox, cardGridOf } from "../shared/primitives/surface-styles.ts"
import { color, font, media, radius, space } from "../shared/tokens.ts"

/** One order or package: a raised card. */
export const recordCard = css`
  ${cardBox}
  & h2, & h3 { font-size: ${font.size.lg}; overflow-wrap: anywhere; }
`

/** Orders, one under the other. */
export const recordList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
`

/** Packages and a package's exams, as a grid. */
export const recordGrid = cardGridOf("280px")

/** The card's title row: its name on the left, its status on the right (wrapping on a phone). */
export const titleRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space.sm};
`

/** Label–value pairs in a wrapping grid. */
export const facts = factsOf("140px")

export const itemList = css`
  margin: 0;
  padding-left: ${space.lg};
  display: flex;
  flex-direction: column;
  gap: ${space.xxs};
`

export const muted = css`
  color: ${color.textMuted};
`

export const small = css`
  font-size: ${font.size.sm};
`

export const actionsRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
`

/** The card's foot: refund terms on the left, its actions on the right. */
export const cardFoot = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  padding-top: ${space.md};
  border-top: 1px solid ${color.border};
  ${media.md} { flex-direction: row; align-items: center; justify-content: space-between; }
`

export const cardLogoRow = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  & svg { flex: none; }
`

/** A page past the end of the list, or another notice inside the panel. */
export const panelNotice = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.sm};
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${color.surfaceAlt};
`

/** Keeps "•••• 4242" and "(−$2.50)" on one line in a narrow fact. */
export const nowrap = css`
  white-space: nowrap;
`
