/** Shared looks of the cart, the wishlist, the checkout and the success page. */
import { css } from "goober"
import { raisedSurface } from "../shared/primitives/surface-styles.ts"
import { color, font, media, radius, space } from "../shared/tokens.ts"

/** The page: the lines beside the summary from the lg breakpoint, stacked below it. */
export const pageGrid = css`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  display: grid;
  gap: ${space.xl};
  grid-template-columns: minmax(0, 1fr);
  ${media.lg} { grid-template-columns: minmax(0, 1fr) 380px; align-items: start; }
  & h1 { font-size: ${font.size.xl}; }
  ${media.md} { & h1 { font-size: ${font.size.xxl}; } }
`

export const pageColumn = css`
  width: 100%;
  max-width: 800px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${space.xl};
  & h1 { font-size: ${font.size.xl}; }
  ${media.md} { & h1 { font-size: ${font.size.xxl}; } }
`

export const panel = css`
  ${raisedSurface}
  padding: ${space.lg};
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  min-width: 0;
  ${media.md} { padding: ${space.xl}; }
  & h2 { font-size: ${font.size.lg}; }
`

export const lineList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.md};
`

export const lineCard = css`
  ${raisedSurface}
  padding: ${space.lg};
  display: grid;
  gap: ${space.sm} ${space.lg};
  grid-template-columns: minmax(0, 1fr);
  ${media.md} { grid-template-columns: minmax(0, 1fr) auto; }
  & h2 { font-size: ${font.size.lg}; overflow-wrap: anywhere; }
`

export const lineActions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  grid-column: 1 / -1;
`

export const muted = css`
  color: ${color.textMuted};
  font-size: ${font.size.sm};
`

export const examList = css`
  margin: 0;
  padding-left: ${space.lg};
  display: flex;
  flex-direction: column;
  gap: ${space.xxs};
  font-size: ${font.size.sm};
`

export const tag = css`
  display: inline-block;
  margin-left: ${space.xs};
  padding: 0 ${space.sm};
  border-radius: ${radius.pill};
  background: ${color.brandTint};
  color: ${color.brand};
  font-size: ${font.size.xs};
  font-weight: ${font.weight.semibold};
`

export const warnTag = css`
  display: inline-block;
  padding: 0 ${space.sm};
  border-radius: ${radius.pill};
  background: #fdf0e8;
  color: #8a3100;
  font-size: ${font.size.xs};
  font-weight: ${font.weight.semibold};
`

export const priceBox = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.xxs};
  ${media.md} { align-items: flex-end; }
  & strong { font-size: ${font.size.lg}; }
  & del { color: ${color.textMuted}; font-size: ${font.size.sm}; }
`

/** Label and amount rows of the totals. */
export const totals = css`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  & > div { display: flex; justify-content: space-between; gap: ${space.md}; }
  & dt { color: ${color.textMuted}; }
  & dd { margin: 0; font-weight: ${font.weight.semibold}; }
  & > div.total { border-top: 1px solid ${color.border}; padding-top: ${space.sm}; font-size: ${font.size.lg}; }
  & > div.total dt { color: ${color.text}; font-weight: ${font.weight.semibold}; }
`

export const successText = css`
  color: ${color.success};
  font-weight: ${font.weight.medium};
  font-size: ${font.size.sm};
`

/** A notice that must be seen (a declined card, a failed call, a new total). */
export const alertBox = css`
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  border: 1px solid ${color.error};
  background: #fef3f2;
  color: ${color.text};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.sm};
  &:focus { outline: 3px solid ${color.focus}; outline-offset: 2px; }
`

export const infoBox = css`
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  border: 1px solid ${color.brand};
  background: ${color.brandTint};
  color: ${color.text};
  &:focus { outline: 3px solid ${color.focus}; outline-offset: 2px; }
`

export const actionsRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  align-items: center;
`

export const fullWidth = css`
  width: 100%;
`

export const formRow = css`
  display: grid;
  gap: ${space.md};
  grid-template-columns: 1fr 1fr;
`

export const formStack = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
`
