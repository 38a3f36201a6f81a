/** The looks the admin's coupons, orders and learners screens share. */
import { css } from "goober"
import { color, font, media, space } from "../../shared/tokens.ts"

export { backLink, failureClass, fullWidth, headRow, metaClass, rowClass, rowsClass, sectionStack } from "../admin-styles.ts"

/** A form whose fields sit two by two on a wide screen. */
export const gridForm = css`
  display: grid;
  gap: ${space.xs} ${space.md};
  grid-template-columns: minmax(0, 1fr);
  max-width: 760px;
  ${media.md} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
  & > [data-rac]::after {
    content: "";
    display: block;
    height: calc(${font.size.sm} * 1.5);
  }
  & > [data-invalid]::after { display: none; }
`

/** A row of filters that wraps: each field at least 12rem wide. */
export const filterForm = css`
  display: grid;
  gap: ${space.xs} ${space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  align-items: end;
`

/** A table that scrolls inside its box on a narrow screen instead of breaking words. */
export const tableBox = css`
  overflow-x: auto;
  max-width: 100%;
  & table { border-collapse: collapse; width: 100%; min-width: 560px; font-size: ${font.size.sm}; }
  & th, & td { text-align: left; padding: ${space.xs} ${space.sm}; border-bottom: 1px solid ${color.border}; vertical-align: top; }
  & th { color: ${color.textMuted}; font-weight: ${font.weight.semibold}; }
  & td.amount, & th.amount { text-align: right; white-space: nowrap; }
`
