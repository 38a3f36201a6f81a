/**
 * A list's status tabs (My Packages' and My Exams' Active and Expired): links
 * to each tab's address (each is its own address, spec §2) in a navigation
 * landmark the caller names, the current one marked with
 * aria-current="page". The feature says which tabs there are and where each
 * leads.
 */
import { css } from "goober"
import { color, font, space } from "../tokens.ts"
import { Link } from "./link.tsx"

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

export interface StatusTab<Status extends string> {
  readonly status: Status
  readonly label: string
  readonly href: string
}

export function StatusTabs<Status extends string>({
  label,
  tabs,
  current
}: {
  /** The landmark's name ("My Packages"). */
  readonly label: string
  readonly tabs: ReadonlyArray<StatusTab<Status>>
  readonly current: Status
}) {
  return (
    <nav aria-label={label} className={nav}>
      <ul className={list}>
        {tabs.map(({ status, label: tabLabel, href }) => (
          <li key={status}>
            <Link variant="plain" className={tab} href={href} aria-current={status === current ? "page" : undefined}>
              {tabLabel}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
