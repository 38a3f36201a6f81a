/**
 * /admin/learners[/<id>]: the learners search (its search and
 * page in the address) or one learner with their subscriptions, attempts
 * and sessions.
 */
import { useLocation, useSearch } from "wouter"
import { salesPaths, searchOf } from "../../domain/admin/sales-views.ts"
import { LearnerDetail } from "../../ui/admin/sales/learner-detail.tsx"
import { LearnersList } from "../../ui/admin/sales/learners-list.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useAddressPage } from "../shared/use-address-page.ts"
import { AdminFrame } from "./admin-frame.tsx"

function Learners({ title, id }: { readonly title: string; readonly id: string | undefined }) {
  const search = searchOf(useSearch())
  const paging = useAddressPage()
  const [, navigate] = useLocation()
  if (id !== undefined) return <LearnerDetail key={id} id={id} title={title} now={Date.now()} />
  return <LearnersList title={title} search={search} paging={paging} onSearch={(next) => navigate(salesPaths.learners(next))} />
}

export default function AdminLearnersScreen({ title, params }: ScreenProps) {
  return (
    <AdminFrame>
      <Learners title={title} id={params.id} />
    </AdminFrame>
  )
}
