/**
 * The header's link to the admin area, shown to signed-in admins only,
 * like the agents' Support desk link: words visible, marked as
 * the current page inside the area.
 */
import { css } from "goober"
import { useLocation } from "wouter"
import { ADMIN_PATH, isAdminPath } from "../../domain/account/auth-paths.ts"
import { GridIcon } from "../shared/icons.tsx"
import { Link } from "../shared/primitives/link.tsx"

const adminLink = css`
  white-space: nowrap;
`

export function AdminAreaLink() {
  const [pathname] = useLocation()
  return (
    <Link variant="nav" href={ADMIN_PATH} className={adminLink} aria-current={isAdminPath(pathname) ? "page" : undefined}>
      <GridIcon size={18} /> Admin
    </Link>
  )
}
