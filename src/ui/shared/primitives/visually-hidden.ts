/** Hidden on screen but read by assistive technology (e.g. a label the design shows as an icon). */
import { css } from "goober"

export const visuallyHidden = css`
  position: absolute !important;
  width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
`
