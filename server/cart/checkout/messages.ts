/**
 * What the checkout's calls answer in words, in one place: the browser shows
 * these as they are (the cart's notice, the card form, a toast), and the
 * tests compare them word for word.
 */
import { type DeclineReason, QUOTE_LIFETIME_MINUTES } from "../../../src/api/cart/checkout.ts"
import { formatCents } from "../../../src/domain/cart/money.ts"

const AGAIN = "Check the new total and pay again."

// 409 on quoting.
export const CART_EMPTY = "Your cart is empty: add an exam or a package before checking out."

// 404.
export const QUOTE_NOT_FOUND = "This price quote was not found. Check the total again before paying."
export const PAYMENT_NOT_FOUND = "No payment with this key was received."
export const CONFIRMATION_NOT_FOUND = "No payment is waiting for this confirmation."

// 409 on paying: the browser fetches a new quote and shows it.
export const QUOTE_EXPIRED = `This total was worked out more than ${QUOTE_LIFETIME_MINUTES} minutes ago and is no longer payable. ${AGAIN}`
export const CART_CHANGED = `Your cart changed since this total was worked out. ${AGAIN}`
export const priceChanged = (name: string, payCents: number) =>
  `The price of "${name}" changed since this total was worked out: it is now ${formatCents(payCents)}. ${AGAIN}`
export const couponChanged = (code: string) => `What ${code} takes off changed since this total was worked out. ${AGAIN}`
/** The coupon's own refusal (its last use went to someone else, …), and what to do. */
export const couponNoLonger = (refusal: string) => `${refusal} ${AGAIN}`
export const KEY_OTHER_CART = "This payment key was already used to pay for another cart. Start the payment again to pay for this one."

/** A payment that was received but never charged (the request broke off before the card was charged). */
export const NOT_CHARGED = "The payment did not go through and nothing was charged. Please try again."
/** The card holder did not finish the 3-D Secure step in time. */
export const CONFIRMATION_ABANDONED = "The payment was not confirmed with your bank in time, so nothing was charged. Please try again."
/** Another payment of the learner's (another tab, another key) may be charging right now. */
export const OTHER_PAYMENT_UNDER_WAY =
  "Another payment of yours is being processed right now. Wait a moment, then check your cart and Transactions before paying again."
/** A 3-D Secure step left unfinished when the learner paid again (another card, another tab). */
export const CONFIRMATION_REPLACED = "This payment was not confirmed with your bank and was replaced by a newer payment, so nothing was charged for it."
export const STILL_PROCESSING = "This payment is still being processed. Please try again in a moment."

// The notification of a paid order.
export const PAYMENT_RECEIVED_TITLE = "Payment received"
export const paymentReceived = (totalCents: number, receiptNumber: string, packages: boolean) =>
  `We received your payment of ${formatCents(totalCents)} (receipt ${receiptNumber}). ` +
  (packages
    ? "Your exams are in My Exams and your packages in My Packages; the receipt is in your email and in Transactions."
    : "Your exams are in My Exams; the receipt is in your email and in Transactions.")

/**
 * The card's sentence for a decline the shop learns of afterwards (the
 * reconciler, or a reload, asking the gateway what became of a charge): the
 * same words the sandbox answers when it declines at once.
 */
export const DECLINE_MESSAGES: Readonly<Record<DeclineReason, string>> = {
  card_declined: "Your card was declined. Please use another card.",
  insufficient_funds: "Your card has insufficient funds. Please use another card.",
  expired_card: "Your card has expired. Please use another card.",
  authentication_failed: "The payment was not confirmed with your bank (3-D Secure). Please try again or use another card."
}
