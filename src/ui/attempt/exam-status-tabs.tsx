/**
 * My Exams' two tabs, Active and Expired: links (each is its own address,
 * spec §2), the current one marked with aria-current="page".
 */
import { type ExamListStatus, myExamsPath } from "../../domain/attempt/attempt-paths.ts"
import { type StatusTab, StatusTabs } from "../shared/primitives/status-tabs.tsx"

const TABS: ReadonlyArray<StatusTab<ExamListStatus>> = [
  { status: "active", label: "Active", href: myExamsPath("active") },
  { status: "expired", label: "Expired", href: myExamsPath("expired") }
]

export function ExamStatusTabs({ current }: { readonly current: ExamListStatus }) {
  return <StatusTabs label="My Exams" tabs={TABS} current={current} />
}
