/** The developers' machine pages: a plain, dense reading layout. */
import { css } from "goober"
import { raisedSurface } from "../shared/primitives/surface-styles.ts"
import { color, font, media, space } from "../shared/tokens.ts"

export const devPage = css`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${space.xl} ${space.lg};
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  & h1 { font-size: ${font.size.xl}; }
  & h2 { font-size: ${font.size.lg}; }
  /* A machine's file path is one long word: it breaks rather than widen a phone's page. */
  & code { overflow-wrap: anywhere; }
`

export const panel = css`
  ${raisedSurface}
  padding: ${space.lg};
  overflow-x: auto;
  ${media.md} { padding: ${space.xl}; }
`

export const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${font.size.sm};
  & th, & td { text-align: left; padding: ${space.xs} ${space.sm}; border-bottom: 1px solid ${color.border}; vertical-align: top; }
  & th { font-weight: ${font.weight.semibold}; }
  & td.number { text-align: right; font-variant-numeric: tabular-nums; }
  & code { overflow-wrap: anywhere; }
`

export const outline = css`
  margin: 0;
  padding-left: ${space.lg};
  font-size: ${font.size.sm};
  & ul { padding-left: ${space.lg}; }
  & li { margin: ${space.xs} 0; }
  & .state { font-weight: ${font.weight.semibold}; }
  & .kind { color: ${color.textMuted}; }
  & .edges { list-style: "→ "; color: ${color.text}; }
  & li[data-current] > .state { background: ${color.brandTint}; outline: 2px solid ${color.brand}; padding: 0 ${space.xs}; border-radius: 4px; }
  & .current { color: ${color.brand}; font-weight: ${font.weight.semibold}; }
`

export const muted = css`color: ${color.textMuted};`

export const diagramText = css`
  margin: 0;
  font-size: ${font.size.xs};
  line-height: 1.5;
  white-space: pre;
  overflow-x: auto;
`

/** The live panel: the actor picker beside what the picked one does (stacked on a phone). */
export const liveGrid = css`
  display: grid;
  gap: ${space.lg};
  ${media.md} { grid-template-columns: minmax(220px, 1fr) 2fr; }
  & h3 { font-size: ${font.size.md}; margin-top: ${space.md}; }
  & ul { padding-left: ${space.lg}; font-size: ${font.size.sm}; }
`

export const liveOption = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  font-size: ${font.size.sm};
  & .react-aria-Label { font-weight: ${font.weight.semibold}; }
  & .react-aria-Radio { cursor: pointer; padding: ${space.xs} ${space.sm}; border-radius: 4px; border: 1px solid ${color.border}; }
  & .react-aria-Radio[data-selected] { background: ${color.brandTint}; border-color: ${color.brand}; font-weight: ${font.weight.semibold}; }
  & .react-aria-Radio[data-focus-visible] { outline: 2px solid ${color.focus}; outline-offset: 2px; }
`
