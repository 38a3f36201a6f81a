/**
 * "Skip to content": the first tab stop, hidden until focused, so keyboard
 * users can jump past the header on every page.
 */
import { css } from "goober"
import { color, font, radius, space, zIndex } from "../shared/tokens.ts"

export const MAIN_CONTENT_ID = "main-content"

const skipClass = css`
  position: absolute;
  left: ${space.lg};
  top: -100px;
  z-index: ${zIndex.skipLink};
  padding: ${space.sm} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.brand};
  color: #fff !important;
  font-weight: ${font.weight.semibold};
  text-decoration: none;
  &:focus { top: ${space.sm}; }
`

export function SkipLink() {
  // A plain anchor: the browser moves focus to the target (tabIndex -1) itself.
  return (
    <a className={skipClass} href={`#${MAIN_CONTENT_ID}`}>
      Skip to content
    </a>
  )
}
