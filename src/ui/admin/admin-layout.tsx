/**
 * The admin area's frame: its sections in a sidebar beside the
 * screen on wide screens, above it on narrow ones, the current one marked
 * (aria-current="page"), and who is signed in.
 */
import { css } from "goober"
import type { ReactNode } from "react"
import { ADMIN_SECTIONS, currentAdminSection } from "../../domain/admin/admin-sections.ts"
import { Link } from "../shared/primitives/link.tsx"
import { sidebarItem, sidebarList, sidebarNav } from "../shared/signed-in/sidebar-styles.ts"
import { color, font, media, space } from "../shared/tokens.ts"

const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.lg};
  align-items: start;
  ${media.md} { grid-template-columns: 220px minmax(0, 1fr); gap: ${space.xl}; }
`

const heading = css`
  margin: 0 0 ${space.xs};
  padding: ${space.xs} ${space.md};
  font-size: ${font.size.sm};
  color: ${color.textMuted};
  font-weight: ${font.weight.semibold};
`

export interface AdminLayoutProps {
  /** The current path, to mark its section. */
  readonly path: string
  /** Who is signed in ("Olive Operator"), once known. */
  readonly adminName: string | null
  readonly children: ReactNode
}

export function AdminLayout({ path, adminName, children }: AdminLayoutProps) {
  const current = currentAdminSection(path)
  return (
    <div className={grid}>
      <nav aria-label="Admin" className={sidebarNav}>
        <p className={heading}>{adminName === null ? "Admin" : `Admin · ${adminName}`}</p>
        <ul className={sidebarList}>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.path}>
              <Link variant="plain" className={sidebarItem} href={section.path} aria-current={section === current ? "page" : undefined}>
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div>{children}</div>
    </div>
  )
}
