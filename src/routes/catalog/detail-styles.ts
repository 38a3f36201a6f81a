/**
 * The exam and package pages' layout: one column on a phone (summary, the
 * purchase box, then the details), and on a wide screen the details on the
 * left with the purchase box kept in view on the right.
 */
import { css } from "goober"
import { color, font, media, radius, shadow, space } from "../../ui/shared/tokens.ts"

export const detailLayout = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.xl};
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 340px;
    /* Beside the (at most three) blocks on the left, kept in view while they scroll. */
    & > aside { grid-column: 2; grid-row: 1 / span 3; position: sticky; top: ${space.xl}; }
    & > :not(aside) { grid-column: 1; }
  }
`

export const summaryHead = css`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  & > div { display: flex; flex-direction: column; gap: ${space.sm}; min-width: 0; }
  & h1 { font-size: ${font.size.xl}; overflow-wrap: anywhere; }
  & > div > p:last-child { font-size: ${font.size.lg}; color: ${color.textMuted}; max-width: 65ch; }
  ${media.md} {
    flex-direction: row;
    align-items: flex-start;
    & h1 { font-size: ${font.size.xxl}; }
  }
`

export const purchaseBox = css`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.popover};
  padding: ${space.xl};
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  & h2 { font-size: ${font.size.md}; color: ${color.textMuted}; font-weight: ${font.weight.semibold}; }
  & h3 { font-size: ${font.size.sm}; font-weight: ${font.weight.semibold}; margin-bottom: ${space.xs}; }
`

/** "Bought separately $237.00 · You save $58.00" lines of a package's purchase box. */
export const compareList = css`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space.xs} ${space.md};
  font-size: ${font.size.sm};
  & dt { color: ${color.textMuted}; }
  & dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
  & dd.saves { color: ${color.success}; font-weight: ${font.weight.bold}; }
`

export const testTable = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${font.size.sm};
  & caption { text-align: left; color: ${color.textMuted}; padding-bottom: ${space.sm}; }
  & th, & td { padding: ${space.sm} ${space.md}; text-align: left; border-bottom: 1px solid ${color.border}; }
  & thead th { color: ${color.textMuted}; font-weight: ${font.weight.semibold}; background: ${color.surfaceAlt}; }
  & tbody th { font-weight: ${font.weight.medium}; }
  & td, & thead th + th { width: 1%; white-space: nowrap; font-variant-numeric: tabular-nums; }
  & tbody tr:last-child > * { border-bottom: 0; }
`

/** "Coming soon" and a word beside it, under a coming-soon item's name. */
export const statusLine = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
  font-size: ${font.size.sm};
  color: ${color.textMuted};
`

/** A coming-soon exam's planned tests (or a package's coming-soon exams): one row each, its state beside it. */
export const plannedList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${font.size.sm};
  & li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${space.xxs} ${space.md};
    padding: ${space.sm} 0;
    border-bottom: 1px solid ${color.border};
  }
  & li:last-child { border-bottom: 0; }
  & strong { font-weight: ${font.weight.medium}; }
  & span { color: ${color.textMuted}; }
`
