/** Shared looks of the profile area's panels and forms. */
import { css } from "goober"
import { raisedSurface } from "../primitives/surface-styles.ts"
import { color, font, media, space } from "../tokens.ts"

export const panelClass = css`
  ${raisedSurface}
  padding: ${space.xl} ${space.lg};
  display: flex;
  flex-direction: column;
  gap: ${space.xl};
  min-width: 0;
  ${media.md} { padding: ${space.xxl}; }
  & h1 { font-size: ${font.size.xl}; }
  & h2 { font-size: ${font.size.lg}; }
`

/** A titled part of a panel (My Profile's details). */
export const sectionClass = css`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  max-width: 480px;
`

export const formClass = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  max-width: 480px;
  /* A field without an error keeps the error line's room: an error that
     appears on blur would otherwise push the submit button away from under
     the pointer between press and release, and the click would be lost. */
  & > [data-rac]::after {
    content: "";
    display: block;
    height: calc(${font.size.sm} * 1.5);
  }
  /* (Two rules: goober mangles a :not() selector followed by a pseudo-element.) */
  & > [data-invalid]::after { display: none; }
`

export const actionsRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`

export const mutedText = css`
  color: ${color.textMuted};
`
