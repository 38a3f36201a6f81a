/** Looks shared by the catalog's cards and screens. */
import { css } from "goober"
import { cardBox, cardGridOf, raisedSurface } from "../shared/primitives/surface-styles.ts"
import { color, font, media, radius, shadow, space } from "../shared/tokens.ts"

/** A responsive grid of cards: as many ~260 px columns as fit. */
export const cardGrid = cardGridOf("260px")

/** Wider cards (packages, categories): two or three columns. */
export const wideCardGrid = cardGridOf("320px")

/** A card surface; the title link stretches over it (see stretchedLink). */
export const cardSurface = css`
  position: relative;
  ${cardBox}
  transition: border-color 120ms ease, box-shadow 120ms ease, transform 120ms ease;
  &:hover { border-color: ${color.brand}; box-shadow: ${shadow.popover}; }
`

/**
 * The card's title link covers the whole card, so the card is one big
 * target, while the accessible link text stays just the title.
 */
export const stretchedLink = css`
  color: ${color.text};
  text-decoration: none;
  outline: none;
  &::after { content: ""; position: absolute; inset: 0; border-radius: ${radius.lg}; }
  &[data-focus-visible]::after { outline: 3px solid ${color.focus}; outline-offset: 2px; }
  &[data-hovered] { color: ${color.brand}; }
`

/** Small uppercase line above a title: vendor · level. */
export const eyebrow = css`
  font-size: ${font.size.xs};
  font-weight: ${font.weight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${color.textMuted};
`

export const mutedText = css`
  color: ${color.textMuted};
`

/** Small facts as chips ("Exam code NCA-SA-210", "Level Associate"). */
export const factList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.sm};
  font-size: ${font.size.sm};
  color: ${color.textMuted};
  & li {
    padding: ${space.xxs} ${space.md};
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    background: ${color.surface};
  }
  & strong { color: ${color.text}; font-weight: ${font.weight.semibold}; }
`

/** A screen's title block: heading, then a lead paragraph. */
export const screenIntro = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin-bottom: ${space.xl};
  & h1 { font-size: ${font.size.xl}; }
  ${media.md} { & h1 { font-size: ${font.size.xxl}; } }
  & > p { color: ${color.textMuted}; max-width: 70ch; font-size: ${font.size.lg}; }
`

/** A titled section of a screen, with an optional "View all" link on the right. */
export const sectionBlock = css`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  margin-top: ${space.xxxl};
`

export const sectionHead = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space.sm} ${space.lg};
  & h2 { font-size: ${font.size.xl}; }
  & p { color: ${color.textMuted}; }
`

/** A white panel (the purchase box, the description). */
export const panel = css`
  ${raisedSurface}
  padding: ${space.xl} ${space.lg};
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  min-width: 0;
  ${media.md} { padding: ${space.xl}; }
  & h2 { font-size: ${font.size.lg}; }
`
