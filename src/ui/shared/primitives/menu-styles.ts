/**
 * Looks for react-aria Popover/Menu based menus (the mega-menu). React-aria
 * exposes state as data attributes, which the selectors below style.
 */
import { css, keyframes } from "goober"
import { color, font, radius, shadow, space, zIndex } from "../tokens.ts"

const menuIn = keyframes`from { opacity: 0; transform: translateY(-4px); } to { opacity: 1; transform: none; }`

export const popoverClass = css`
  z-index: ${zIndex.popover};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.popover};
  overflow: auto;
  outline: none;
  &[data-entering] { animation: ${menuIn} 120ms ease-out; }
`

export const menuClass = css`
  padding: ${space.sm};
  outline: none;
  min-width: 260px;
`

export const menuItemClass = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  min-height: 40px;
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.md};
  color: ${color.text};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.medium};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  & svg { flex: none; color: ${color.textMuted}; }
  &[data-focused], &[data-hovered], &[data-open] { background: ${color.brandTint}; color: ${color.brand}; }
  &[data-focused] svg, &[data-open] svg { color: ${color.brand}; }
  &[data-focus-visible] { outline: 2px solid ${color.focus}; outline-offset: -2px; }
  &[data-disabled] { cursor: default; color: ${color.textMuted}; background: none; }
`

export const menuSectionHeaderClass = css`
  padding: ${space.sm} ${space.md} ${space.xs};
  font-size: ${font.size.xs};
  font-weight: ${font.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${color.textMuted};
`

export const menuSeparatorClass = css`
  height: 1px;
  margin: ${space.sm} ${space.xs};
  background: ${color.border};
  border: 0;
`
