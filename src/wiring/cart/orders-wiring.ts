/**
 * Transactions' and My Packages' half of the composition root:
 * the generic paged-list and resource machines get their loaders, the
 * refund machine its call, and Download receipt the success page's own
 * receipt machine (receipt-download-wiring.ts).
 */
import type { SubscriptionStatus } from "../../api/attempt/attempt.ts"
import { refundMachine } from "../../machines/cart/refund.machine.ts"
import { type PageRequest, providePagedList } from "../../machines/shared/paged-list.machine.ts"
import { provideResource } from "../../machines/shared/resource.machine.ts"
import * as orderCalls from "../../services/cart/order-calls.ts"
import * as packageCalls from "../../services/cart/package-calls.ts"
import { browserFileSaver, type FileSaver } from "../../services/shared/file-saver.ts"
import { fromEffect } from "../../services/shared/effect-actor.ts"
import type { AppRuntime } from "../../services/shared/runtime.ts"
import type { OrdersMachines, PackageRequest } from "../../ui/cart/orders-machines.ts"
import type { Notifiers } from "../shared/notifiers.ts"
import { provideReceiptDownload } from "./receipt-download-wiring.ts"

export const makeOrdersMachines = (
  runtime: AppRuntime,
  notifiers: Pick<Notifiers, "reportFailure">,
  fileSaver: FileSaver = browserFileSaver
): OrdersMachines => ({
  transactions: providePagedList(
    fromEffect(runtime, ({ page, perPage }: PageRequest<null>) => orderCalls.orderPage({ page, perPage })),
    notifiers.reportFailure
  ),
  refund: refundMachine.provide({ actors: { refund: fromEffect(runtime, orderCalls.refundOrder) } }),
  receiptDownload: provideReceiptDownload(runtime, notifiers, fileSaver),
  packages: providePagedList(
    fromEffect(runtime, ({ page, perPage, filter }: PageRequest<SubscriptionStatus>) => packageCalls.packagePage({ status: filter, page, perPage })),
    notifiers.reportFailure
  ),
  packageDetail: provideResource(
    fromEffect(runtime, ({ subscId }: PackageRequest) => packageCalls.packageDetail(subscId)),
    notifiers.reportFailure
  )
})
