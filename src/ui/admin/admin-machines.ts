/**
 * The admin area's machines, provided with the admin calls by
 * src/wiring/admin/admin-wiring.ts. Each admin screen starts its own actors from
 * these and they stop when it unmounts; tests hand in logic provided with
 * fakes. Admins only: anyone else never gets past the AdminGate (and the
 * server answers them 403).
 *
 * The parts (catalogue, question bank, sales, content) each keep their
 * machines in their own folder (ui/admin/<part>/<part>-machines.ts) and
 * their wiring in src/wiring/admin-<part>-wiring.ts.
 */
import type { AdminMe, AuditEntity, AuditEntry } from "../../api/admin/admin.ts"
import type { PagedListLogic } from "../../machines/shared/paged-list.machine.ts"
import type { ResourceLogic } from "../../machines/shared/resource.machine.ts"
import { useArea } from "../shared/areas.tsx"
import type { AdminCatalogueMachines } from "./catalogue/catalogue-machines.ts"
import type { AdminContentMachines } from "./content/content-machines.ts"
import type { AdminQuestionsMachines } from "./questions/questions-machines.ts"
import type { AdminSalesMachines } from "./sales/sales-machines.ts"

/** The audit log's filter: every row, one kind of record, or one record. */
export interface AuditFilter {
  readonly entity: AuditEntity | null
  readonly entityId: string | null
}

export interface AdminMachines {
  /** The area's header: who is signed in. */
  readonly me: ResourceLogic<null, AdminMe>
  /** /admin/audit: the audit log, newest first. */
  readonly audit: PagedListLogic<AuditFilter, AuditEntry>
  readonly catalogue: AdminCatalogueMachines
  readonly questions: AdminQuestionsMachines
  readonly sales: AdminSalesMachines
  readonly content: AdminContentMachines
}

declare module "../shared/areas.tsx" {
  interface Areas {
    readonly admin: AdminMachines
  }
}

export const useAdminMachines = (): AdminMachines => useArea("admin")
