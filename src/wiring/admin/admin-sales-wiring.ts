/**
 * The admin sales screens' half of the admin wiring: the generic
 * list, record and change machines given the adminSales calls.
 */
import { provideAdminChange } from "../../machines/admin/admin-change.machine.ts"
import { type PageRequest, providePagedList } from "../../machines/shared/paged-list.machine.ts"
import { provideResource } from "../../machines/shared/resource.machine.ts"
import { orderPayloadOf, type OrderFilter } from "../../domain/admin/sales-views.ts"
import * as calls from "../../services/admin/sales-calls.ts"
import { fromEffect } from "../../services/shared/effect-actor.ts"
import type { AppRuntime } from "../../services/shared/runtime.ts"
import type { AdminSalesMachines } from "../../ui/admin/sales/sales-machines.ts"
import type { Notifiers } from "../shared/notifiers.ts"

const searched = (search: string) => (search.trim() === "" ? {} : { search: search.trim() })

export const makeAdminSalesMachines = (runtime: AppRuntime, notifiers: Pick<Notifiers, "toastSuccess" | "reportFailure">): AdminSalesMachines => {
  const toast = (answer: { readonly message: string }) => notifiers.toastSuccess(answer.message)
  return {
    coupons: providePagedList(
      fromEffect(runtime, ({ filter, page, perPage }: PageRequest<string>) => calls.coupons({ page, perPage, ...searched(filter) })),
      notifiers.reportFailure
    ),
    coupon: provideResource(fromEffect(runtime, calls.coupon), notifiers.reportFailure),
    saveCoupon: provideAdminChange(fromEffect(runtime, calls.saveCoupon), toast),
    switchCoupon: provideAdminChange(fromEffect(runtime, calls.switchCoupon), toast),

    orders: providePagedList(
      fromEffect(runtime, ({ filter, page, perPage }: PageRequest<OrderFilter>) => calls.orders({ page, perPage, ...orderPayloadOf(filter) })),
      notifiers.reportFailure
    ),
    order: provideResource(fromEffect(runtime, calls.order), notifiers.reportFailure),
    refundOrder: provideAdminChange(fromEffect(runtime, calls.refundOrder), toast),
    downloadReceipt: provideAdminChange(
      fromEffect(runtime, (request: { readonly orderId: string; readonly receiptNumber: string | null }) => calls.downloadReceipt(request))
    ),

    learners: providePagedList(
      fromEffect(runtime, ({ filter, page, perPage }: PageRequest<string>) => calls.learners({ page, perPage, ...searched(filter) })),
      notifiers.reportFailure
    ),
    learner: provideResource(fromEffect(runtime, calls.learner), notifiers.reportFailure),
    extendSubscription: provideAdminChange(fromEffect(runtime, calls.extendSubscription), toast),
    endSessions: provideAdminChange(fromEffect(runtime, calls.endSessions), toast)
  }
}
