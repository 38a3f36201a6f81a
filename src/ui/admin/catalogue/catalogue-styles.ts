/** The looks the admin catalogue's screens share. */
import { css } from "goober"
import { color, font, media, radius, space } from "../../shared/tokens.ts"

export { backLink, failureClass, fullWidth, headRow, metaClass, rowsClass, sectionStack } from "../admin-styles.ts"

export const rowClass = css`
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  padding: ${space.md};
  display: grid;
  gap: ${space.sm};
  min-width: 0;
  & p { margin: 0; overflow-wrap: anywhere; }
  & h2, & h3 { margin: 0; font-size: ${font.size.lg}; overflow-wrap: anywhere; }
  & h3 { font-size: ${font.size.md}; }
`

export const subRowsClass = css`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${space.md};
  border-left: 3px solid ${color.border};
  display: grid;
  gap: ${space.sm};
`

export const buttonRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  align-items: center;
`

/** A form whose fields sit two by two on a wide screen. */
export const gridForm = css`
  display: grid;
  gap: ${space.xs} ${space.md};
  grid-template-columns: minmax(0, 1fr);
  max-width: 760px;
  ${media.md} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
`

export const inlineForm = css`
  border: 1px solid ${color.border};
  background: ${color.surfaceAlt};
  border-radius: ${radius.md};
  padding: ${space.md};
  display: grid;
  gap: ${space.sm};
  & h2, & h3 { margin: 0; font-size: ${font.size.md}; }
`

export const tabsClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  border-bottom: 1px solid ${color.border};
  margin: 0 0 ${space.md};
  padding: 0;
  list-style: none;
  & a {
    display: inline-block;
    padding: ${space.sm} ${space.md};
    color: ${color.brand};
    text-decoration: none;
    border-bottom: 3px solid transparent;
    font-weight: ${font.weight.semibold};
  }
  & a[aria-current="page"] { border-bottom-color: ${color.brand}; color: ${color.text}; }
  & a:focus-visible { outline: 3px solid ${color.focus}; outline-offset: 2px; }
`

export const checkListClass = css`
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  padding: ${space.sm} ${space.md};
  max-height: 320px;
  overflow: auto;
  display: grid;
  gap: 0;
`
