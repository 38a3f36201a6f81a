/**
 * The looks of an area's sidebar (the profile's, spec §2, and the admin
 * area's): a card of links, two columns on a phone and one beside
 * the screen on wider windows, the current one marked.
 */
import { css } from "goober"
import { color, font, media, radius, shadow, space } from "../tokens.ts"

export const sidebarNav = css`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.card};
  padding: ${space.sm};
  ${media.md} { padding: ${space.md}; }
`

export const sidebarList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.xxs};
  ${media.md} { grid-template-columns: 1fr; }
`

export const sidebarItem = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  width: 100%;
  min-height: 44px;
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.md};
  color: ${color.text};
  font-weight: ${font.weight.medium};
  text-decoration: none;
  &[data-hovered] { background: ${color.surfaceAlt}; color: ${color.brand}; }
  &[aria-current="page"] {
    background: ${color.brandTint};
    color: ${color.brand};
    font-weight: ${font.weight.semibold};
    box-shadow: inset 3px 0 0 ${color.brand};
  }
`
