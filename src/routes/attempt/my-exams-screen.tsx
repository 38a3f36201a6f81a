/** My Exams (/profile/exam/active and /profile/exam/expired), in the profile area; the page is in the address (?page=N). */
import { useLocation } from "wouter"
import { MyExamsList } from "../../ui/attempt/my-exams-list.tsx"
import { ExamStatusTabs } from "../../ui/attempt/exam-status-tabs.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { panelClass } from "../../ui/shared/signed-in/panel-styles.ts"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useAddressPage } from "../shared/use-address-page.ts"
import { ProfileFrame } from "../shared/profile-frame.tsx"

export default function MyExamsScreen({ title }: ScreenProps) {
  const [path] = useLocation()
  const paging = useAddressPage()
  const status = path.replace(/\/+$/, "").endsWith("/expired") ? "expired" : "active"
  return (
    <ProfileFrame>
      <section className={panelClass} aria-labelledby="page-title">
        <PageHeading>{title}</PageHeading>
        <ExamStatusTabs current={status} />
        <MyExamsList key={status} status={status} paging={paging} />
      </section>
    </ProfileFrame>
  )
}
