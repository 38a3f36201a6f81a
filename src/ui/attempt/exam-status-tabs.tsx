/**
 * My Exams' two tabs, Active and Expired: links (each is its own address,
 * spec §2), the current one marked with aria-current="page".
 */
import { css } from "goober"
import { type ExamListStatus, myExamsPath } from "../../domain/attempt/attempt-paths.ts"
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

const TABS: ReadonlyArray<{ readonly status: ExamListStatus; readonly label: string }> = [
  { status: "active", label: "Active" },
  { status: "expired", label: "Expired" }
]

export function ExamStatusTabs({ current }: { readonly current: ExamListStatus }) {
  return (
    <nav aria-label="My Exams" className={nav}>
      <ul className={list}>
        {TABS.map(({ status, label }) => (
          <li key={status}>
            <Link variant="plain" className={tab} href={myExamsPath(status)} aria-current={status === current ? "page" : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
