/**
 * The looks every admin screen shares: lists of records, a
 * record's facts, the refusal line, the way back, two-column forms, the
 * checkbox. Each part's own styles file adds what only it needs (the
 * catalogue's tree and the question bank's denser rows are their own).
 */
import { css } from "goober"
import { color, font, media, radius, space } from "../shared/tokens.ts"

export const backLink = css`
  font-size: ${font.size.sm};
`

export const failureClass = css`
  color: ${color.error};
  margin: 0;
`

export const fullWidth = css`
  grid-column: 1 / -1;
`

export const metaClass = css`
  font-size: ${font.size.sm};
  color: ${color.textMuted};
`

export const sectionStack = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  min-width: 0;
  & > h2 { margin: 0; }
`

export const twoColumns = css`
  display: grid;
  gap: ${space.sm};
  grid-template-columns: minmax(0, 1fr);
  ${media.md} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
`

/** A list of records, one bordered row each (content, coupons, orders, learners). */
export const rowsClass = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.md};
`

export const rowClass = css`
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  padding: ${space.md};
  display: grid;
  gap: ${space.xs};
  min-width: 0;
  & p { margin: 0; overflow-wrap: anywhere; }
`

/** A row's first line: its name on the left, its actions on the right, wrapping on a phone. */
export const headRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  min-width: 0;
  & > * { min-width: 0; overflow-wrap: anywhere; }
`

/** AdminCheckbox's looks: a drawn box at least 44 px tall, the real input over the whole label. */
export const checkboxClass = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  cursor: pointer;
  min-height: 44px;
  & .box {
    width: 20px;
    height: 20px;
    flex: none;
    border: 2px solid ${color.borderStrong};
    border-radius: 4px;
    background: ${color.surface};
    display: inline-flex;
    align-items: center;
    justify-content: center;
    color: #fff;
    /* A click on the drawn box reaches the label (and the hidden input) under it. */
    pointer-events: none;
  }
  &[data-selected] .box { background: ${color.brand}; border-color: ${color.brand}; }
  &[data-focus-visible] .box { outline: 3px solid ${color.focus}; outline-offset: 2px; }
  &[data-disabled] { cursor: not-allowed; opacity: 0.7; }
  /* The real (invisible) input and react-aria's hidden wrapper cover the whole label, so a pointer or a test clicking the checkbox reaches it. */
  & span:has(> input) {
    inset: 0 !important;
    width: 100% !important;
    height: 100% !important;
    margin: 0 !important;
    clip: auto !important;
    clip-path: none !important;
    opacity: 0;
  }
  & input { width: 100%; height: 100%; margin: 0; cursor: pointer; }
`
