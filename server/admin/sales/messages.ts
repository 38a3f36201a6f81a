/**
 * What the admin's coupons, orders and learners calls say, in one
 * place: the screens show these as they are and the tests compare them word
 * for word. Dates are UTC days ("March 3, 2026"), as the cart writes them.
 * The coupon form's field sentences are src/domain/admin/coupon-rules.ts.
 */
const day = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" })
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })

export const dayOf = (at: Date): string => day.format(at)
export const centsOf = (cents: number): string => usd.format(cents / 100)

export const COUPON_NOT_FOUND = "No coupon has this id."
export const ORDER_NOT_FOUND = "No order has this id."
export const LEARNER_NOT_FOUND = "No learner has this id."
export const SUBSCRIPTION_NOT_FOUND = "This learner has no subscription with this id."

export const couponCreated = (code: string) => `Coupon ${code} created.`
export const couponSaved = (code: string) => `Coupon ${code} saved.`
export const couponDisabledNow = (code: string) => `${code} is disabled: the cart refuses it until you enable it again.`
export const couponEnabledNow = (code: string) => `${code} is enabled: learners can use it again within its dates and limit.`
export const couponNotSaved = (count: number) => `The coupon was not saved: ${count} fields need a change.`

/** What an operator may do with an order's money, before they ask. */
export const operatorRefundable = (totalCents: number, card: string | null) =>
  totalCents === 0 || card === null
    ? "Refund this order: nothing was charged, the learner's access to its exams ends at once and a credit note is issued."
    : `Refund ${centsOf(totalCents)} to ${card}: the learner's access to the order's exams ends at once and a credit note is issued.`

/** An operator's refund, done now or before: the same sentence each time. */
export const orderRefunded = (receipt: string, totalCents: number, card: string | null, creditNote: string) =>
  totalCents === 0 || card === null
    ? `Order ${receipt} refunded: nothing was charged; credit note ${creditNote}. The learner's access to its exams has ended.`
    : `Order ${receipt} refunded: ${centsOf(totalCents)} back to ${card}; credit note ${creditNote}. The learner's access to its exams has ended.`

export const EXPIRY_NOT_A_DATE = "The new expiry is a date (YYYY-MM-DD)."
export const expiryNotLater = (current: Date) => `The new expiry must be later than the current one (${dayOf(current)}).`
export const EXPIRY_IN_PAST = "The new expiry must be in the future."
export const EXPIRY_TOO_FAR = "The new expiry is at most 10 years from today."
export const SUBSCRIPTION_REFUNDED = "This subscription came with an order that was refunded: it stays ended. A new purchase gives the learner a new one."
export const extended = (exam: string, until: Date) => `${exam} now runs until ${dayOf(until)}.`

export const sessionsEnded = (name: string, count: number) =>
  count === 0 ? `${name} had no session open: nothing to end.` : `${name} is signed out everywhere: ${count} ${count === 1 ? "session" : "sessions"} ended.`
