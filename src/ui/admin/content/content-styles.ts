/** The looks the admin content screens share. */
import { css } from "goober"
import { color, font, radius, space } from "../../shared/tokens.ts"

export { backLink, failureClass, headRow, metaClass, rowClass, rowsClass, twoColumns } from "../admin-styles.ts"

export const wideForm = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  max-width: 760px;
  & > [data-rac]::after {
    content: "";
    display: block;
    height: calc(${font.size.sm} * 1.5);
  }
  & > [data-invalid]::after { display: none; }
`

export const previewClass = css`
  border: 1px dashed ${color.borderStrong};
  border-radius: ${radius.md};
  padding: ${space.md};
  background: ${color.surfaceAlt};
  margin-bottom: ${space.lg};
`

/** The preview's caption: a label, not a heading (the page's headings stay in order). */
export const previewCaption = css`
  margin: 0 0 ${space.sm};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
  color: ${color.textMuted};
`

/** An actions row mixing buttons and links: one line through their middles. */
export const centred = css`
  align-items: center;
`
