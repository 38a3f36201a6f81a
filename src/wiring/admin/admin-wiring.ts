/**
 * The admin area's half of the composition root: the generic
 * resource, paged-list and change machines given the admin calls, each part
 * (catalogue, question bank, sales, content) from its own wiring module.
 * A chunk of its own, loaded the first time an admin screen asks for it: no
 * learner's page carries any of it.
 */
import { type PageRequest, providePagedList } from "../../machines/shared/paged-list.machine.ts"
import { provideResource } from "../../machines/shared/resource.machine.ts"
import * as adminCalls from "../../services/admin/admin-calls.ts"
import { fromEffect } from "../../services/shared/effect-actor.ts"
import type { AppRuntime } from "../../services/shared/runtime.ts"
import type { AdminMachines, AuditFilter } from "../../ui/admin/admin-machines.ts"
import { makeAdminCatalogueMachines } from "./admin-catalogue-wiring.ts"
import { makeAdminContentMachines } from "./admin-content-wiring.ts"
import { makeAdminQuestionsMachines } from "./admin-questions-wiring.ts"
import { makeAdminSalesMachines } from "./admin-sales-wiring.ts"
import type { Notifiers } from "../shared/notifiers.ts"

export const makeAdminMachines = (runtime: AppRuntime, notifiers: Pick<Notifiers, "toastSuccess" | "reportFailure">): AdminMachines => ({
  me: provideResource(
    fromEffect(runtime, (_: null) => adminCalls.adminMe()),
    notifiers.reportFailure
  ),
  audit: providePagedList(
    fromEffect(runtime, ({ filter, page, perPage }: PageRequest<AuditFilter>) =>
      adminCalls.auditPage({
        page,
        perPage,
        ...(filter.entity === null ? {} : { entity: filter.entity }),
        ...(filter.entityId === null ? {} : { entityId: filter.entityId })
      })
    ),
    notifiers.reportFailure
  ),
  catalogue: makeAdminCatalogueMachines(runtime, notifiers),
  questions: makeAdminQuestionsMachines(runtime, notifiers),
  sales: makeAdminSalesMachines(runtime, notifiers),
  content: makeAdminContentMachines(runtime, notifiers)
})
