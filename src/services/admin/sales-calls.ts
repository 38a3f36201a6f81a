/**
 * The admin area's sales calls (AdminSalesGroup in
 * src/api/admin/admin-sales.ts, admins only): coupons, orders (with the PDF
 * receipt and the refund) and learners. Each is an Effect that answers
 * plain data and fails only with ApiFailure (a refused form's field issues
 * included).
 */
import { Effect } from "effect"
import type {
  AdminCoupon,
  AdminLearner,
  AdminLearnerPage,
  AdminOrder,
  AdminOrderPage,
  AdminRefundAnswer,
  CouponChangeAnswer,
  CouponDraft,
  CouponPage,
  CouponPagePayload,
  LearnerChangeAnswer,
  LearnerPagePayload,
  OrderPagePayload
} from "../../api/admin/admin-sales.ts"
import { ApiClient } from "../shared/api-client.ts"
import { type ApiFailure, callApi } from "../shared/api-failure.ts"
import { browserFileSaver, type FileSaver } from "../shared/file-saver.ts"

type Call<A> = Effect.Effect<A, ApiFailure, ApiClient>

// ── Coupons ──────────────────────────────────────────────────────────────

export const coupons = (payload: CouponPagePayload): Call<CouponPage> =>
  callApi(ApiClient.use((client) => client.adminSales.couponPage({ payload })).pipe(Effect.map((answer) => answer.data)))

export const coupon = (couponId: string): Call<AdminCoupon> =>
  callApi(ApiClient.use((client) => client.adminSales.coupon({ params: { couponId } })).pipe(Effect.map((answer) => answer.data)))

/** A new coupon (id null) or an edit. */
export const saveCoupon = (request: { readonly id: string | null; readonly draft: CouponDraft }): Call<CouponChangeAnswer> =>
  callApi(
    ApiClient.use((client) =>
      request.id === null
        ? client.adminSales.createCoupon({ payload: request.draft })
        : client.adminSales.updateCoupon({ params: { couponId: request.id }, payload: request.draft })
    )
  )

export const switchCoupon = (request: { readonly id: string; readonly disabled: boolean }): Call<CouponChangeAnswer> =>
  callApi(
    ApiClient.use((client) =>
      request.disabled
        ? client.adminSales.disableCoupon({ params: { couponId: request.id } })
        : client.adminSales.enableCoupon({ params: { couponId: request.id } })
    )
  )

// ── Orders ───────────────────────────────────────────────────────────────

export const orders = (payload: OrderPagePayload): Call<AdminOrderPage> =>
  callApi(ApiClient.use((client) => client.adminSales.orderPage({ payload })).pipe(Effect.map((answer) => answer.data)))

export const order = (orderId: string): Call<AdminOrder> =>
  callApi(ApiClient.use((client) => client.adminSales.order({ params: { orderId } })).pipe(Effect.map((answer) => answer.data)))

export const refundOrder = (orderId: string): Call<AdminRefundAnswer> =>
  callApi(ApiClient.use((client) => client.adminSales.refundOrder({ params: { orderId } })))

/** "receipt-R-000123.pdf", or the order's id when it has no number. */
export const receiptFileName = (receiptNumber: string | null, orderId: string): string =>
  `receipt-${(receiptNumber ?? orderId).replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`

/** Fetches the order's PDF receipt through the typed client (it carries the admin's token) and saves it. */
export const downloadReceipt = (
  request: { readonly orderId: string; readonly receiptNumber: string | null },
  saver: FileSaver = browserFileSaver
): Call<{ readonly message: string }> =>
  callApi(ApiClient.use((client) => client.adminSales.orderReceipt({ params: { orderId: request.orderId } }))).pipe(
    Effect.flatMap((bytes) =>
      Effect.sync(() => {
        const name = receiptFileName(request.receiptNumber, request.orderId)
        saver.save(bytes, name, "application/pdf")
        return { message: `Receipt saved as ${name}.` }
      })
    )
  )

// ── Learners ─────────────────────────────────────────────────────────────

export const learners = (payload: LearnerPagePayload): Call<AdminLearnerPage> =>
  callApi(ApiClient.use((client) => client.adminSales.learnerPage({ payload })).pipe(Effect.map((answer) => answer.data)))

export const learner = (learnerId: string): Call<AdminLearner> =>
  callApi(ApiClient.use((client) => client.adminSales.learner({ params: { learnerId } })).pipe(Effect.map((answer) => answer.data)))

export const extendSubscription = (request: {
  readonly learnerId: string
  readonly subscriptionId: string
  readonly expiresAt: string
}): Call<LearnerChangeAnswer> =>
  callApi(
    ApiClient.use((client) =>
      client.adminSales.extendSubscription({
        params: { learnerId: request.learnerId, subscriptionId: request.subscriptionId },
        payload: { expiresAt: request.expiresAt }
      })
    )
  )

export const endSessions = (learnerId: string): Call<LearnerChangeAnswer> =>
  callApi(ApiClient.use((client) => client.adminSales.endSessions({ params: { learnerId } })))
