/**
 * Shared looks of the blog and the content pages: a readable measure for
 * long text (about 70 characters a line), the white reading surface, the
 * quiet meta line and the small tag pills.
 */
import { css } from "goober"
import { color, font, media, radius, shadow, space } from "../shared/tokens.ts"

/** The longest comfortable line for body text. */
export const READING_WIDTH = "70ch"

export const pageIntro = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin-bottom: ${space.xl};
  & h1 { font-size: 1.75rem; letter-spacing: -0.01em; }
  ${media.md} { & h1 { font-size: ${font.size.xxl}; } }
  & p { color: ${color.textMuted}; font-size: ${font.size.lg}; max-width: 60ch; }
`

/** A white sheet for long reading (posts, policies, FAQs). */
export const sheet = css`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.card};
  padding: ${space.xl} ${space.lg};
  ${media.md} { padding: ${space.xxxl} ${space.huge}; }
`

/** Body text at a readable measure, a little larger than the interface text. */
export const readingColumn = css`
  max-width: ${READING_WIDTH};
  & > div { font-size: 1.0625rem; line-height: 1.7; }
`

export const metaLine = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.md};
  color: ${color.textMuted};
  font-size: ${font.size.sm};
  /* Each part keeps together; a part that does not fit starts a new line whole. */
  & > span { display: inline-flex; align-items: center; gap: ${space.xs}; white-space: nowrap; }
  & svg { flex: none; }
`

export const tagList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  & li {
    padding: ${space.xxs} ${space.sm};
    border-radius: ${radius.pill};
    background: ${color.brandTint};
    color: ${color.brand};
    font-size: ${font.size.xs};
    font-weight: ${font.weight.semibold};
  }
`
