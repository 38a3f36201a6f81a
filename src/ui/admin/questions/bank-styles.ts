/** The looks the question bank screens share. */
import { css } from "goober"
import { color, media, radius, space } from "../../shared/tokens.ts"

export { backLink, failureClass, metaClass, twoColumns } from "../admin-styles.ts"

export const rowsClass = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.sm};
`

export const rowClass = css`
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  padding: ${space.sm} ${space.md};
  display: grid;
  gap: ${space.xs};
  min-width: 0;
  & p { margin: 0; overflow-wrap: anywhere; }
`

export const headRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  & > h2, & > h3 { margin: 0; overflow-wrap: anywhere; }
`

export const buttonsRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`

export const sectionBox = css`
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.md};
  padding: ${space.md};
  display: grid;
  gap: ${space.sm};
  min-width: 0;
`

export const formStack = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  max-width: 760px;
`

export const editorColumns = css`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: minmax(0, 1fr);
  ${media.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); align-items: start; }
`

export const optionRow = css`
  display: grid;
  gap: 0;
  grid-template-columns: minmax(0, 1fr);
  & > div:last-child { display: flex; flex-wrap: wrap; align-items: center; gap: ${space.md}; }
`

export const noteClass = css`
  border-left: 4px solid ${color.brand};
  background: ${color.brandTint};
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.sm};
  margin: 0;
`

/** A part of a page under its h2 (Rules, Sections and questions, Add a section). */
export const pagePart = css`
  display: grid;
  gap: ${space.sm};
  min-width: 0;
  & > h2 { margin: ${space.md} 0 0; }
`
