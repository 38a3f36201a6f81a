/**
 * The surfaces every area draws on: the raised white card or panel, a grid
 * of cards, and the flat notice box. One definition, so a card in the
 * catalog, on My Exams and in the profile looks the same.
 *
 * `raisedSurface` and `cardBox` are declaration fragments (plain strings) to
 * splice into an area's own css`` beside what only that area adds.
 */
import { css } from "goober"
import { color, media, radius, shadow, space } from "../tokens.ts"

/** White, bordered, rounded and lifted: cards, panels. */
export const raisedSurface = `
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.card};
`

/** A card: a column of parts on a raised surface, roomier from the md breakpoint. */
export const cardBox = `
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  min-width: 0;
  padding: ${space.lg};
  ${raisedSurface}
  ${media.md} { padding: ${space.xl}; }
`

/** A list of cards as a grid: as many columns at least `minColumn` wide as fit; every card fills its cell. */
export const cardGridOf = (minColumn: string): string => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${minColumn}), 1fr));
  & > li { display: flex; min-width: 0; }
  & > li > * { flex: 1; }
`

/** A flat box for a notice with an action (a failed load with Try again, "Still have a question?"). */
export const noticeBox = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.md};
  padding: ${space.xl};
  border-radius: ${radius.lg};
  background: ${color.surface};
  border: 1px solid ${color.border};
`
