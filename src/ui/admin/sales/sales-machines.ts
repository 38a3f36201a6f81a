/**
 * The admin area's sales machines, provided with the
 * adminSales calls by src/wiring/admin/admin-sales-wiring.ts. Each screen starts its
 * own actors from these; tests can hand in logic provided with fakes.
 *
 * Lists and records are the generic paged-list and resource machines; every
 * change (save a coupon, switch it, refund, extend, sign out everywhere,
 * save a receipt) is the admin change machine: one call at a time, the
 * server's sentence and field issues.
 */
import type {
  AdminCoupon,
  AdminLearner,
  AdminLearnerRow,
  AdminOrder,
  AdminOrderRow,
  AdminRefundAnswer,
  CouponChangeAnswer,
  CouponDraft,
  LearnerChangeAnswer
} from "../../../api/admin/admin-sales.ts"
import type { OrderFilter } from "../../../domain/admin/sales-views.ts"
import type { AdminChangeLogic } from "../../../machines/admin/admin-change.machine.ts"
import type { PagedListLogic } from "../../../machines/shared/paged-list.machine.ts"
import type { ResourceLogic } from "../../../machines/shared/resource.machine.ts"

export interface AdminSalesMachines {
  /** Coupons narrowed by a part of the code ("" for all). */
  readonly coupons: PagedListLogic<string, AdminCoupon>
  readonly coupon: ResourceLogic<string, AdminCoupon>
  /** A new coupon (id null) or an edit. */
  readonly saveCoupon: AdminChangeLogic<{ readonly id: string | null; readonly draft: CouponDraft }, CouponChangeAnswer>
  readonly switchCoupon: AdminChangeLogic<{ readonly id: string; readonly disabled: boolean }, CouponChangeAnswer>

  readonly orders: PagedListLogic<OrderFilter, AdminOrderRow>
  readonly order: ResourceLogic<string, AdminOrder>
  readonly refundOrder: AdminChangeLogic<string, AdminRefundAnswer>
  readonly downloadReceipt: AdminChangeLogic<{ readonly orderId: string; readonly receiptNumber: string | null }, { readonly message: string }>

  /** Learners narrowed by a part of the name or email ("" for all). */
  readonly learners: PagedListLogic<string, AdminLearnerRow>
  readonly learner: ResourceLogic<string, AdminLearner>
  readonly extendSubscription: AdminChangeLogic<
    { readonly learnerId: string; readonly subscriptionId: string; readonly expiresAt: string },
    LearnerChangeAnswer
  >
  readonly endSessions: AdminChangeLogic<string, LearnerChangeAnswer>
}
