/**
 * Shared looks for labelled fields on light and dark (footer) surfaces.
 */
import { css } from "goober"
import { color, font, radius, space } from "../tokens.ts"

export type FieldTone = "light" | "dark"

export const fieldRoot = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  min-width: 0;
`

export const labelClass: Record<FieldTone, string> = {
  light: css`font-size: ${font.size.sm}; font-weight: ${font.weight.semibold}; color: ${color.text};`,
  dark: css`font-size: ${font.size.sm}; font-weight: ${font.weight.semibold}; color: ${color.footerText};`
}

export const inputClass = css`
  width: 100%;
  min-height: 44px;
  padding: 0 ${space.md};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${font.size.md};
  &::placeholder { color: ${color.textMuted}; opacity: 1; }
  &[data-focused] { outline: none; border-color: ${color.focus}; box-shadow: 0 0 0 3px rgba(11, 99, 197, 0.35); }
  &[data-invalid] { border-color: ${color.error}; }
`

export const descriptionClass: Record<FieldTone, string> = {
  light: css`font-size: ${font.size.xs}; color: ${color.textMuted};`,
  dark: css`font-size: ${font.size.xs}; color: ${color.footerMuted};`
}

export const errorClass: Record<FieldTone, string> = {
  light: css`font-size: ${font.size.sm}; color: ${color.error}; font-weight: ${font.weight.medium};`,
  dark: css`font-size: ${font.size.sm}; color: ${color.errorOnDark}; font-weight: ${font.weight.medium};`
}
