/**
 * /admin/audit: the audit log; `?entity=` narrows it to one kind
 * of record and `?page=N` is the page, so a filtered page can be linked.
 */
import { useLocation, useSearch } from "wouter"
import { auditEntityOf, auditPath } from "../../domain/admin/audit-format.ts"
import { AuditLog } from "../../ui/admin/audit-log.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { panelClass } from "../../ui/shared/signed-in/panel-styles.ts"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useAddressPage } from "../shared/use-address-page.ts"
import { AdminFrame } from "./admin-frame.tsx"

function Audit({ title }: { readonly title: string }) {
  const entity = auditEntityOf(new URLSearchParams(useSearch()).get("entity"))
  const [, navigate] = useLocation()
  const paging = useAddressPage()
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <PageHeading>{title}</PageHeading>
      <AuditLog entity={entity} paging={paging} onEntityChange={(next) => navigate(auditPath(next))} />
    </section>
  )
}

export default function AuditScreen({ title }: ScreenProps) {
  return (
    <AdminFrame>
      <Audit title={title} />
    </AdminFrame>
  )
}
