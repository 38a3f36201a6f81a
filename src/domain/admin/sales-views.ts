/**
 * How the admin's coupons, orders and learners screens read: the
 * addresses with their filters in the query (so a search can be linked and
 * Back returns to it), and the words of a status, a day and an amount.
 */
import type { AdminSubscription, OrderPagePayload } from "../../api/admin/admin-sales.ts"

type OrderStatus = NonNullable<OrderPagePayload["status"]>

export const ORDER_STATUSES: ReadonlyArray<OrderStatus> = ["pending", "paid", "failed", "refunded"]

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: "Payment under way",
  paid: "Paid",
  failed: "Payment failed",
  refunded: "Refunded"
}

/** What the orders list is narrowed by; empty strings: not narrowed. */
export interface OrderFilter {
  readonly email: string
  readonly orderId: string
  readonly status: OrderStatus | null
  readonly from: string
  readonly to: string
}

export const NO_ORDER_FILTER: OrderFilter = { email: "", orderId: "", status: null, from: "", to: "" }

const query = (entries: ReadonlyArray<readonly [string, string]>, page: number): string => {
  const params = new URLSearchParams()
  for (const [key, value] of entries) if (value.trim() !== "") params.set(key, value.trim())
  if (page > 1) params.set("page", String(page))
  const text = params.toString()
  return text === "" ? "" : `?${text}`
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

export const salesPaths = {
  coupons: (search = "", page = 1) => `/admin/coupons${query([["q", search]], page)}`,
  newCoupon: "/admin/coupons/new",
  coupon: (id: string) => `/admin/coupons/${encodeURIComponent(id)}`,
  orders: (filter: OrderFilter = NO_ORDER_FILTER, page = 1) =>
    `/admin/orders${query(
      [
        ["email", filter.email],
        ["id", filter.orderId],
        ["status", filter.status ?? ""],
        ["from", filter.from],
        ["to", filter.to]
      ],
      page
    )}`,
  order: (id: string) => `/admin/orders/${encodeURIComponent(id)}`,
  learners: (search = "", page = 1) => `/admin/learners${query([["q", search]], page)}`,
  learner: (id: string) => `/admin/learners/${encodeURIComponent(id)}`
} as const

/** The search of a coupons or learners address (?q=). */
export const searchOf = (search: string): string => new URLSearchParams(search).get("q")?.trim() ?? ""

/** The orders filter of an address; a status or day that cannot be is left out. */
export const orderFilterOf = (search: string): OrderFilter => {
  const params = new URLSearchParams(search)
  const text = (key: string) => params.get(key)?.trim() ?? ""
  const status = ORDER_STATUSES.find((each) => each === text("status")) ?? null
  return {
    email: text("email"),
    orderId: text("id"),
    status,
    from: DAY.test(text("from")) ? text("from") : "",
    to: DAY.test(text("to")) ? text("to") : ""
  }
}

/** The orders filter as the call's payload fields (what is empty is left out). */
export const orderPayloadOf = (filter: OrderFilter): Omit<OrderPagePayload, "page" | "perPage"> => ({
  ...(filter.email === "" ? {} : { email: filter.email }),
  ...(filter.orderId === "" ? {} : { orderId: filter.orderId }),
  ...(filter.status === null ? {} : { status: filter.status }),
  ...(filter.from === "" ? {} : { from: filter.from }),
  ...(filter.to === "" ? {} : { to: filter.to })
})

/** A day typed as YYYY-MM-DD, or a sentence saying why not; empty is no day. */
export const dayIssue = (text: string): string | null =>
  text.trim() === "" || (DAY.test(text.trim()) && !Number.isNaN(Date.parse(`${text.trim()}T00:00:00Z`))) ? null : "Write the day as YYYY-MM-DD."

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })

export const money = (cents: number): string => usd.format(cents / 100)

/** "3 March 2026" — a UTC day, as the shop's dates are written. */
export const dayText = (iso: string): string => new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso))

/** "3 Mar 2026, 14:05" in the admin's own time zone. */
export const timeText = (iso: string, timeZone?: string): string =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", ...(timeZone === undefined ? {} : { timeZone }) }).format(new Date(iso))

/** A subscription's state in a word: refunded, active or expired. */
export const subscriptionState = (subscription: Pick<AdminSubscription, "refunded" | "active">): string =>
  subscription.refunded ? "Refunded" : subscription.active ? "Active" : "Expired"

/** What the extend form offers first: 30 days after the current expiry (or after today when it has passed), as YYYY-MM-DD. */
export const suggestedExpiry = (currentIso: string, now: number): string => {
  const base = Math.max(Date.parse(currentIso), now)
  return new Date(base + 30 * 86_400_000).toISOString().slice(0, 10)
}

/** "visa ending 4242", or a dash when nothing was charged. */
export const cardLine = (brand: string | null, last4: string | null): string =>
  brand === null || last4 === null ? "No card charged" : `${brand} ending ${last4}`

/** An attempt's score: "7 / 10 (70%) · passed", or its status while open. */
export const attemptScore = (attempt: {
  readonly status: string
  readonly score: number | null
  readonly total: number | null
  readonly percentage: number | null
  readonly passed: boolean | null
}): string => {
  if (attempt.status !== "submitted" || attempt.score === null || attempt.total === null) {
    return attempt.status === "paused" ? "Paused" : "In progress"
  }
  const percent = attempt.percentage === null ? "" : ` (${Math.round(attempt.percentage)}%)`
  const verdict = attempt.passed === null ? "" : attempt.passed ? " · passed" : " · not passed"
  return `${attempt.score} / ${attempt.total}${percent}${verdict}`
}
