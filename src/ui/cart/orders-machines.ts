/**
 * Transactions' and My Packages' machines, provided with their
 * real calls by src/wiring/cart/orders-wiring.ts. Each screen starts its own
 * actors from these (usePagedList / useResource / useFlowActor) and they stop
 * when it unmounts; tests can hand in logic provided with fakes.
 */
import type { SubscriptionStatus } from "../../api/attempt/attempt.ts"
import type { OrderSummary } from "../../api/cart/checkout.ts"
import type { PackageSubscription, PackageSubscriptionDetail } from "../../api/cart/packages.ts"
import type { receiptDownloadMachine } from "../../machines/cart/receipt-download.machine.ts"
import type { refundMachine } from "../../machines/cart/refund.machine.ts"
import type { PagedListLogic } from "../../machines/shared/paged-list.machine.ts"
import type { ResourceLogic } from "../../machines/shared/resource.machine.ts"
import { useArea } from "../shared/areas.tsx"

export interface PackageRequest {
  readonly subscId: string
}

export interface OrdersMachines {
  /** Transactions: the learner's orders, newest first (no filter: every order). */
  readonly transactions: PagedListLogic<null, OrderSummary>
  /** One order's refund, asked for in a confirm dialog (started per row with `{ orderId }`). */
  readonly refund: typeof refundMachine
  /** Download receipt, per row: fetches the order's PDF and saves it as receipt-{number}.pdf; a failure is reported (spec §8). */
  readonly receiptDownload: typeof receiptDownloadMachine
  /** My Packages, filtered by the tab (active or expired). */
  readonly packages: PagedListLogic<SubscriptionStatus, PackageSubscription>
  /** /profile/package/{subscId}: the package and its exams. */
  readonly packageDetail: ResourceLogic<PackageRequest, PackageSubscriptionDetail>
}

declare module "../shared/areas.tsx" {
  interface Areas {
    readonly orders: OrdersMachines
  }
}

export const useOrdersMachines = (): OrdersMachines => useArea("orders")
