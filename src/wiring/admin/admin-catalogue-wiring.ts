/**
 * The admin catalogue screens' half of the admin wiring: the generic
 * list, record and change machines given the adminCatalogue calls.
 */
import { provideAdminChange } from "../../machines/admin/admin-change.machine.ts"
import { type PageRequest, providePagedList } from "../../machines/shared/paged-list.machine.ts"
import { provideResource } from "../../machines/shared/resource.machine.ts"
import * as calls from "../../services/admin/catalogue-calls.ts"
import { fromEffect } from "../../services/shared/effect-actor.ts"
import type { AppRuntime } from "../../services/shared/runtime.ts"
import type { AdminCatalogueMachines } from "../../ui/admin/catalogue/catalogue-machines.ts"
import type { Notifiers } from "../shared/notifiers.ts"

const searched = (search: string) => (search.trim() === "" ? {} : { search: search.trim() })

export const makeAdminCatalogueMachines = (runtime: AppRuntime, notifiers: Pick<Notifiers, "toastSuccess" | "reportFailure">): AdminCatalogueMachines => {
  const toast = (answer: { readonly message: string }) => notifiers.toastSuccess(answer.message)
  return {
    categories: provideResource(fromEffect(runtime, calls.categories), notifiers.reportFailure),
    saveCategory: provideAdminChange(fromEffect(runtime, calls.saveCategory), toast),
    saveSubCategory: provideAdminChange(fromEffect(runtime, calls.saveSubCategory), toast),
    treeAction: provideAdminChange(fromEffect(runtime, calls.treeAction), toast),

    exams: providePagedList(
      fromEffect(runtime, ({ filter, page, perPage }: PageRequest<string>) => calls.exams({ page, perPage, ...searched(filter) })),
      notifiers.reportFailure
    ),
    exam: provideResource(fromEffect(runtime, calls.exam), notifiers.reportFailure),
    saveExam: provideAdminChange(fromEffect(runtime, calls.saveExam), toast),
    publishExam: provideAdminChange(fromEffect(runtime, calls.publishExam), toast),
    examForSale: provideAdminChange(fromEffect(runtime, calls.examForSale), toast),

    packages: providePagedList(
      fromEffect(runtime, ({ filter, page, perPage }: PageRequest<string>) => calls.packages({ page, perPage, ...searched(filter) })),
      notifiers.reportFailure
    ),
    package: provideResource(fromEffect(runtime, calls.pkg), notifiers.reportFailure),
    savePackage: provideAdminChange(fromEffect(runtime, calls.savePackage), toast),
    publishPackage: provideAdminChange(fromEffect(runtime, calls.publishPackage), toast)
  }
}
