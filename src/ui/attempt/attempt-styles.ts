/** Looks shared by My Exams, the instruction, test and result screens. */
import { css } from "goober"
import { factsOf } from "../shared/primitives/facts-styles.ts"
import { cardBox, cardGridOf } from "../shared/primitives/surface-styles.ts"
import { color, font, media, radius, space } from "../shared/tokens.ts"

export const card = css`
  ${cardBox}
  & h2 { font-size: ${font.size.lg}; overflow-wrap: anywhere; }
  & h3 { font-size: ${font.size.md}; }
`

export const cardList = cardGridOf("300px")

export const stack = css`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  min-width: 0;
`

/** Small line above a title: vendor · code. */
export const eyebrow = css`
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
  color: ${color.textMuted};
  letter-spacing: 0.02em;
`

export const muted = css`
  color: ${color.textMuted};
`

/** Label–value pairs in a wrapping row (duration, questions, pass mark …). */
export const facts = factsOf("120px")

export const actionsRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
`

export const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${font.size.sm};
  & caption { text-align: left; font-weight: ${font.weight.semibold}; font-size: ${font.size.md}; padding-bottom: ${space.sm}; }
  & th, & td { text-align: left; padding: ${space.sm}; border-bottom: 1px solid ${color.border}; vertical-align: middle; }
  & th { color: ${color.textMuted}; font-weight: ${font.weight.semibold}; }
  & td.number, & th.number { text-align: right; white-space: nowrap; }
  ${media.md} { font-size: ${font.size.md}; }
`

/** A notice across the page: offline, waiting to submit. */
export const notice = css`
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  border: 1px solid ${color.borderStrong};
  background: ${color.surfaceAlt};
  color: ${color.text};
  & svg { flex: none; margin-top: 2px; }
  & strong { font-weight: ${font.weight.semibold}; }
`
