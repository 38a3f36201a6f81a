/**
 * My Packages' two tabs, Active and Expired: links to each tab's first page
 * (each is its own address, spec §2), the current one marked with
 * aria-current="page".
 */
import { css } from "goober"
import { myPackagesPath, type PackageListStatus } from "../../domain/cart/order-paths.ts"
import { Link } from "../shared/primitives/link.tsx"
import { color, font, space } from "../shared/tokens.ts"

const nav = css`
  border-bottom: 1px solid ${color.border};
`

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: ${space.xs};
`

const tab = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${space.lg};
  color: ${color.textMuted};
  font-weight: ${font.weight.semibold};
  text-decoration: none;
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;
  &[data-hovered] { color: ${color.brand}; }
  &[aria-current="page"] { color: ${color.brand}; border-bottom-color: ${color.brand}; }
`

const TABS: ReadonlyArray<{ readonly status: PackageListStatus; readonly label: string }> = [
  { status: "active", label: "Active" },
  { status: "expired", label: "Expired" }
]

export function PackageStatusTabs({ current }: { readonly current: PackageListStatus }) {
  return (
    <nav aria-label="My Packages" className={nav}>
      <ul className={list}>
        {TABS.map(({ status, label }) => (
          <li key={status}>
            <Link variant="plain" className={tab} href={myPackagesPath(status)} aria-current={status === current ? "page" : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
