/**
 * The checkout (the design card's second actor): from the cart to
 * a paid order, never charging twice.
 *
 *   editing ─ CHECKOUT / APPLY_COUPON ─▶ quoting ─ done ─▶ quoted ─ PAY ─▶ paying ─ paid ─────────────▶ paid (final)
 *     ▲  │ (a pending key)                 │ error  ▲ │  ▲     │ ╲ requires_action                 ▲
 *     │  ▼                                 ▼        │ │  │     │  ╲▶ threeDSecure ─ AUTHENTICATE ─▶ confirming
 *     │ resuming ─ (as paying) ──▶       failed ◀───┼─┼──┼─────┘ error (charged? unknown: the key is kept)
 *     │                                  │ RETRY: resuming (a pending key) or quoting
 *     │                                  │ EDIT (no pending key)
 *     └──── EDIT ◀── quoted ◀────────────┘
 *   quoted: ready ⇄ declined (the card's message; the cart is kept)
 *   quoted ─ after quoteExpiry ─▶ quoteExpired (a new quote is fetched) ─▶ quoted
 *   paying ─ 409 (the quote or its coupon changed) ─▶ quoteExpired
 *
 * The card goes from the PAY event straight into the `pay` actor's input:
 * the context never holds it, so no snapshot, persisted state or devtools
 * view can show it (and PaymentCard's number and CVC are Redacted anyway).
 *
 * The idempotency key is made when paying begins (`newIdempotencyKey`,
 * provided by the wiring with a random UUID) and saved at once
 * (`saveIdempotencyKey`: session storage), before the request leaves. A
 * reload mid-payment starts this machine with that `pendingKey`: it asks the
 * server what became of the key (`resumePayment`) instead of paying again.
 * The key is forgotten once the outcome is settled (paid or declined), or
 * when the server knows nothing of it (the request never arrived).
 *
 * While paying, PAY is not listened to: a double click sends one payment.
 * A failure whose effect is unknown (the network, a 500) keeps the key, and
 * RETRY asks the server about that key rather than charging with a new one.
 *
 * The quote stops being payable at its `expiresAt` (15 minutes): the named
 * delay `quoteExpiry` (the wiring provides one read from the quote and the
 * clock) moves to quoteExpired, which fetches a new quote; when the total
 * changed, `totalChangedFrom` says from what.
 */
import { assign, fromPromise, not, setup, type SnapshotFrom } from "xstate"
import type { CouponRefusal, PaymentCard, PaymentOutcome, Quote, QuoteAnswer } from "../../api/cart/checkout.ts"
import type { OrderId, QuoteId } from "../../api/shared/ids.ts"
import { failureReason } from "../shared/form-fields.ts"
import { failureMessage } from "../shared/resource.machine.ts"

/** How long a quote stays payable (the server's rule); the default `quoteExpiry`. */
export const QUOTE_LIFETIME_MS = 15 * 60 * 1000

export interface CheckoutContext {
  /** The code the next quote asks for (trimmed), or null. */
  readonly couponCode: string | null
  readonly quote: Quote | null
  /** The last code the server refused, with its reason: the coupon field shows it. */
  readonly couponRefusal: CouponRefusal | null
  /** The previous quote's total, when the latest quote's differs (a price or the coupon changed). */
  readonly totalChangedFrom: number | null
  /** The key of the payment under way (also in session storage), or null. */
  readonly idempotencyKey: string | null
  readonly orderId: OrderId | null
  /** The 3-D Secure step waiting for the card holder. */
  readonly confirmationId: string | null
  readonly receiptNumber: string | null
  /** Why the last card was declined (shown in quoted.declined). */
  readonly declineMessage: string | null
  /** Why the last call failed (shown in failed) or why the quote was renewed. */
  readonly failureMessage: string | null
}

export interface CheckoutInput {
  /** A key left in session storage by a payment a reload interrupted. */
  readonly pendingKey?: string | null
}

export type CheckoutEvent =
  | { readonly type: "CHECKOUT" }
  | { readonly type: "APPLY_COUPON"; readonly code: string }
  | { readonly type: "REMOVE_COUPON" }
  | { readonly type: "PAY"; readonly card: PaymentCard }
  | { readonly type: "AUTHENTICATE"; readonly approve: boolean }
  | { readonly type: "RETRY" }
  | { readonly type: "EDIT" }

export interface QuoteRequest {
  readonly couponCode: string | null
}

export interface PayInput {
  readonly quoteId: QuoteId
  readonly idempotencyKey: string
  readonly card: PaymentCard
}

export interface ConfirmInput {
  readonly orderId: OrderId
  readonly confirmationId: string
  readonly approve: boolean
}

const placeholder = (name: string) => async (): Promise<never> => {
  throw new Error(`provide ${name}`)
}

const NO_PAYMENT = { idempotencyKey: null, orderId: null, confirmationId: null } as const

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput
  },
  actors: {
    /** Prices the cart (POST quote); a refused coupon comes back beside a quote without it. */
    fetchQuote: fromPromise<QuoteAnswer, QuoteRequest>(placeholder("fetchQuote")),
    /** Pays the quote under the key. The card lives only in this input. */
    pay: fromPromise<PaymentOutcome, PayInput>(placeholder("pay")),
    /** Sends the card holder's 3-D Secure answer. */
    confirmPayment: fromPromise<PaymentOutcome, ConfirmInput>(placeholder("confirmPayment")),
    /** Asks what became of a key (the same key answers the same order); NotFound: nothing was received. */
    resumePayment: fromPromise<PaymentOutcome, { readonly idempotencyKey: string }>(placeholder("resumePayment"))
  },
  actions: {
    /**
     * Makes this payment's key. The wiring provides `keyMaker(() => crypto.randomUUID())`;
     * the default refuses, so a checkout never pays with a made-up key.
     */
    newIdempotencyKey: assign((): Partial<CheckoutContext> => {
      throw new Error("provide newIdempotencyKey")
    }),
    /** Writes the key to session storage before the payment leaves (provided by the wiring). */
    saveIdempotencyKey: (_, _params: { readonly idempotencyKey: string }) => {},
    /** Removes the key from session storage once its outcome is settled (provided by the wiring). */
    forgetIdempotencyKey: () => {},
    dropKey: assign(NO_PAYMENT),
    setCoupon: assign((_, params: { readonly code: string | null }) => {
      const code = params.code?.trim() ?? ""
      return { couponCode: code === "" ? null : code }
    }),
    storeQuote: assign(({ context }, params: { readonly answer: QuoteAnswer }) => {
      const total = params.answer.data.totalCents
      const before = context.quote?.totalCents ?? null
      return {
        quote: params.answer.data,
        couponRefusal: params.answer.couponRefusal,
        // A refused code is not asked for again: the next quote would only repeat the refusal.
        couponCode: params.answer.couponRefusal === null ? context.couponCode : null,
        totalChangedFrom: before !== null && before !== total ? before : null
      }
    }),
    storeRequiresAction: assign((_, params: { readonly orderId: OrderId; readonly confirmationId: string }) => ({
      orderId: params.orderId,
      confirmationId: params.confirmationId
    })),
    storePaid: assign((_, params: { readonly orderId: OrderId; readonly receiptNumber: string }) => ({
      orderId: params.orderId,
      receiptNumber: params.receiptNumber,
      confirmationId: null,
      declineMessage: null
    })),
    storeDecline: assign((_, params: { readonly message: string }) => ({ ...NO_PAYMENT, declineMessage: params.message })),
    clearDecline: assign({ declineMessage: null, failureMessage: null }),
    storeFailure: assign((_, params: { readonly error: unknown }) => ({ failureMessage: failureMessage(params.error) })),
    /** Opens the success page with the receipt (provided by the wiring). */
    showReceipt: (_, _params: { readonly orderId: OrderId }) => {},
    /** The cart was bought: the cart actor and the badges reload (provided by the wiring). */
    cartBought: () => {}
  },
  guards: {
    hasPendingKey: ({ context }) => context.idempotencyKey !== null,
    isPaid: (_, params: { readonly outcome: PaymentOutcome }) => params.outcome.status === "paid",
    requiresAction: (_, params: { readonly outcome: PaymentOutcome }) => params.outcome.status === "requires_action",
    // 409 on paying: the quote expired, a price or the coupon's last use changed, or the key met another cart.
    isConflict: (_, params: { readonly error: unknown }) => failureReason(params.error) === "Conflict",
    isNotFound: (_, params: { readonly error: unknown }) => failureReason(params.error) === "NotFound"
  },
  delays: {
    quoteExpiry: QUOTE_LIFETIME_MS
  }
}).createMachine({
  id: "checkout",
  context: ({ input }) => ({
    couponCode: null,
    quote: null,
    couponRefusal: null,
    totalChangedFrom: null,
    idempotencyKey: input.pendingKey ?? null,
    orderId: null,
    confirmationId: null,
    receiptNumber: null,
    declineMessage: null,
    failureMessage: null
  }),
  initial: "editing",
  states: {
    editing: {
      // A reload in the middle of a payment: ask about it before anything else.
      always: { guard: "hasPendingKey", target: "resuming" },
      on: {
        CHECKOUT: "quoting",
        APPLY_COUPON: { target: "quoting", actions: { type: "setCoupon", params: ({ event }) => ({ code: event.code }) } },
        REMOVE_COUPON: { target: "quoting", actions: { type: "setCoupon", params: { code: null } } }
      }
    },
    quoting: {
      invoke: {
        id: "fetchQuote",
        src: "fetchQuote",
        input: ({ context }) => ({ couponCode: context.couponCode }),
        onDone: { target: "quoted", actions: { type: "storeQuote", params: ({ event }) => ({ answer: event.output }) } },
        onError: { target: "failed", actions: { type: "storeFailure", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    quoted: {
      initial: "ready",
      after: { quoteExpiry: "quoteExpired" },
      on: {
        APPLY_COUPON: { target: "quoting", actions: ["clearDecline", { type: "setCoupon", params: ({ event }) => ({ code: event.code }) }] },
        REMOVE_COUPON: { target: "quoting", actions: ["clearDecline", { type: "setCoupon", params: { code: null } }] },
        PAY: {
          target: "paying",
          actions: [
            "clearDecline",
            "newIdempotencyKey",
            { type: "saveIdempotencyKey", params: ({ context }) => ({ idempotencyKey: context.idempotencyKey ?? "" }) }
          ]
        },
        EDIT: { target: "editing", actions: "clearDecline" }
      },
      states: {
        ready: {},
        /** The card was declined: its message shows, the cart and the quote stay; another card may pay. */
        declined: {}
      }
    },
    quoteExpired: {
      // The old quote stays on view (greyed) while the new one loads.
      invoke: {
        id: "refreshQuote",
        src: "fetchQuote",
        input: ({ context }) => ({ couponCode: context.couponCode }),
        onDone: { target: "quoted", actions: { type: "storeQuote", params: ({ event }) => ({ answer: event.output }) } },
        onError: { target: "failed", actions: { type: "storeFailure", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    paying: {
      invoke: {
        id: "pay",
        src: "pay",
        // The card comes from the PAY event that entered this state, and stays here.
        input: ({ context, event }) => ({
          quoteId: context.quote?._id ?? ("" as QuoteId),
          idempotencyKey: context.idempotencyKey ?? "",
          card: (event as Extract<CheckoutEvent, { type: "PAY" }>).card
        }),
        onDone: [
          {
            guard: { type: "isPaid", params: ({ event }) => ({ outcome: event.output }) },
            target: "paid",
            actions: { type: "storePaid", params: ({ event }) => paidParams(event.output) }
          },
          {
            guard: { type: "requiresAction", params: ({ event }) => ({ outcome: event.output }) },
            target: "threeDSecure",
            actions: { type: "storeRequiresAction", params: ({ event }) => actionParams(event.output) }
          },
          {
            target: "quoted.declined",
            actions: ["forgetIdempotencyKey", { type: "storeDecline", params: ({ event }) => ({ message: declineMessage(event.output) }) }]
          }
        ],
        onError: [
          {
            // Nothing was charged under a refused request: a new quote and, later, a new key.
            guard: { type: "isConflict", params: ({ event }) => ({ error: event.error }) },
            target: "quoteExpired",
            actions: ["forgetIdempotencyKey", "dropKey", { type: "storeFailure", params: ({ event }) => ({ error: event.error }) }]
          },
          // The charge may or may not have happened: the key stays, RETRY asks about it.
          { target: "failed", actions: { type: "storeFailure", params: ({ event }) => ({ error: event.error }) } }
        ]
      }
    },
    threeDSecure: {
      on: { AUTHENTICATE: "confirming" }
    },
    confirming: {
      invoke: {
        id: "confirmPayment",
        src: "confirmPayment",
        input: ({ context, event }) => ({
          orderId: context.orderId ?? ("" as OrderId),
          confirmationId: context.confirmationId ?? "",
          approve: (event as Extract<CheckoutEvent, { type: "AUTHENTICATE" }>).approve
        }),
        onDone: [
          {
            guard: { type: "isPaid", params: ({ event }) => ({ outcome: event.output }) },
            target: "paid",
            actions: { type: "storePaid", params: ({ event }) => paidParams(event.output) }
          },
          {
            guard: { type: "requiresAction", params: ({ event }) => ({ outcome: event.output }) },
            target: "threeDSecure",
            actions: { type: "storeRequiresAction", params: ({ event }) => actionParams(event.output) }
          },
          {
            target: "quoted.declined",
            actions: ["forgetIdempotencyKey", { type: "storeDecline", params: ({ event }) => ({ message: declineMessage(event.output) }) }]
          }
        ],
        onError: { target: "failed", actions: { type: "storeFailure", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    resuming: {
      invoke: {
        id: "resumePayment",
        src: "resumePayment",
        input: ({ context }) => ({ idempotencyKey: context.idempotencyKey ?? "" }),
        onDone: [
          {
            guard: { type: "isPaid", params: ({ event }) => ({ outcome: event.output }) },
            target: "paid",
            actions: { type: "storePaid", params: ({ event }) => paidParams(event.output) }
          },
          {
            guard: { type: "requiresAction", params: ({ event }) => ({ outcome: event.output }) },
            target: "threeDSecure",
            actions: { type: "storeRequiresAction", params: ({ event }) => actionParams(event.output) }
          },
          {
            // Declined before the reload: price the cart again, with the card's message.
            target: "quoting",
            actions: ["forgetIdempotencyKey", { type: "storeDecline", params: ({ event }) => ({ message: declineMessage(event.output) }) }]
          }
        ],
        onError: [
          {
            // The server never received the payment: nothing was charged.
            guard: { type: "isNotFound", params: ({ event }) => ({ error: event.error }) },
            target: "quoting",
            actions: ["forgetIdempotencyKey", "dropKey"]
          },
          { target: "failed", actions: { type: "storeFailure", params: ({ event }) => ({ error: event.error }) } }
        ]
      }
    },
    failed: {
      on: {
        RETRY: [{ guard: "hasPendingKey", target: "resuming" }, { target: "quoting" }],
        // With a payment of unknown outcome, the learner cannot leave it behind.
        EDIT: { guard: not("hasPendingKey"), target: "editing" }
      }
    },
    paid: {
      type: "final",
      entry: ["forgetIdempotencyKey", "cartBought", { type: "showReceipt", params: ({ context }) => ({ orderId: context.orderId ?? ("" as OrderId) }) }]
    }
  }
})

function paidParams(outcome: PaymentOutcome): { readonly orderId: OrderId; readonly receiptNumber: string } {
  return { orderId: outcome.orderId, receiptNumber: outcome.status === "paid" ? outcome.receiptNumber : "" }
}

function actionParams(outcome: PaymentOutcome): { readonly orderId: OrderId; readonly confirmationId: string } {
  return { orderId: outcome.orderId, confirmationId: outcome.status === "requires_action" ? outcome.confirmationId : "" }
}

function declineMessage(outcome: PaymentOutcome): string {
  return outcome.status === "declined" ? outcome.message : ""
}

/** The `newIdempotencyKey` action for the wiring: a fresh key from `make` (crypto.randomUUID). */
export const keyMaker = (make: () => string) => assign<CheckoutContext, CheckoutEvent, unknown, CheckoutEvent, never>(() => ({ idempotencyKey: make() }))

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>

export const selectQuote = (snapshot: CheckoutSnapshot): Quote | null => snapshot.context.quote
export const selectCouponRefusal = (snapshot: CheckoutSnapshot): CouponRefusal | null => snapshot.context.couponRefusal
export const isPaying = (snapshot: CheckoutSnapshot): boolean => snapshot.matches("paying") || snapshot.matches("confirming") || snapshot.matches("resuming")
