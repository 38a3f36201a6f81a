/**
 * The header's link to the support desk, shown to signed-in agents only.
 * A plain link with its words visible, so keyboard and screen
 * reader users meet it like any other header link; on the desk itself it is
 * marked as the current page.
 */
import { css } from "goober"
import { useLocation } from "wouter"
import { DESK_PATH, isDeskPath } from "../../domain/account/auth-paths.ts"
import { HeadsetIcon } from "../shared/icons.tsx"
import { Link } from "../shared/primitives/link.tsx"

const deskLink = css`
  white-space: nowrap;
`

export function SupportDeskLink() {
  const [pathname] = useLocation()
  return (
    <Link variant="nav" href={DESK_PATH} className={deskLink} aria-current={isDeskPath(pathname) ? "page" : undefined}>
      <HeadsetIcon size={18} /> Support desk
    </Link>
  )
}
