/**
 * One order's refund on Transactions (POST /transactions/{orderId}/refund).
 *
 *   idle ─ OPEN ─▶ confirming ─ CONFIRM ─▶ refunding ─ done ─▶ refunded ─ CLOSE ─▶ idle
 *                     │ CLOSE                  │ error
 *                     ▼                        ▼
 *                    idle ◀──── CLOSE ───── failed
 *                                             ├ retryable ─ CONFIRM (try again) ─▶ refunding
 *                                             └ refused   (the server's final no)
 *
 * The server decides (the order's RefundTerms say so in advance; a 409
 * answers why not). The confirm dialog is open in every state but idle: it
 * asks, waits, then shows the server's own sentence — the refund's message,
 * or the refusal's. While refunding, CLOSE does nothing: the answer must be
 * seen, since the card is being refunded. The refunded order (status
 * "refunded", its credit note) replaces the row's order on view, so the list
 * needs no reload; My Exams loads afresh and shows the order's exams ended.
 *
 * A failure is worth trying again only when the answer did not come (the
 * network, the server's 5xx). A refusal (409: an answer was shown or the
 * window closed; 404; 403) is the server's final word: the dialog offers no
 * retry, and the row on view shows the refusal's sentence as its refund
 * terms without a Refund button, as a reload would.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"
import type { OrderSummary } from "../../api/cart/checkout.ts"
import type { RefundAnswer } from "../../api/cart/orders.ts"
import { isRefusal } from "../shared/form-fields.ts"
import { failureMessage } from "../shared/resource.machine.ts"

export interface RefundInput {
  readonly orderId: string
}

export interface RefundContext {
  readonly orderId: string
  /** The order as the refund answered it, once refunded. */
  readonly refunded: OrderSummary | null
  /** The server's sentence: the refund's message, or why it failed or was refused. */
  readonly message: string | null
  /** Why the server refused the refund for good, once it did. */
  readonly refusal: string | null
}

export type RefundEvent = { readonly type: "OPEN" } | { readonly type: "CONFIRM" } | { readonly type: "CLOSE" }

export const refundMachine = setup({
  types: {
    context: {} as RefundContext,
    events: {} as RefundEvent,
    input: {} as RefundInput
  },
  actors: {
    refund: fromPromise<RefundAnswer, RefundInput>(async () => {
      throw new Error("provide refund")
    })
  },
  actions: {
    storeRefund: assign((_, params: { readonly answer: RefundAnswer }) => ({
      refunded: params.answer.data,
      message: params.answer.message
    })),
    storeFailure: assign((_, params: { readonly error: unknown }) => ({ message: failureMessage(params.error) })),
    // Kept apart from `message` (cleared when the dialog opens again): the row shows it as the order's terms from then on.
    storeRefusal: assign((_, params: { readonly error: unknown }) => {
      const sentence = failureMessage(params.error)
      return { message: sentence, refusal: sentence }
    }),
    forgetMessage: assign({ message: null })
  },
  guards: {
    // The order cannot be refunded (409) or is not the learner's (404, 403).
    isRefusal: (_, params: { readonly error: unknown }) => isRefusal(params.error)
  }
}).createMachine({
  id: "refund",
  context: ({ input }) => ({ orderId: input.orderId, refunded: null, message: null, refusal: null }),
  initial: "idle",
  states: {
    idle: {
      on: { OPEN: { target: "confirming", actions: "forgetMessage" } }
    },
    confirming: {
      on: { CONFIRM: "refunding", CLOSE: "idle" }
    },
    refunding: {
      invoke: {
        id: "refund",
        src: "refund",
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: "refunded", actions: { type: "storeRefund", params: ({ event }) => ({ answer: event.output }) } },
        onError: [
          {
            guard: { type: "isRefusal", params: ({ event }) => ({ error: event.error }) },
            target: "failed.refused",
            actions: { type: "storeRefusal", params: ({ event }) => ({ error: event.error }) }
          },
          { target: "failed.retryable", actions: { type: "storeFailure", params: ({ event }) => ({ error: event.error }) } }
        ]
      }
    },
    refunded: {
      on: { CLOSE: "idle" }
    },
    failed: {
      initial: "retryable",
      on: { CLOSE: "idle" },
      states: {
        retryable: {
          on: { CONFIRM: "#refund.refunding" }
        },
        refused: {}
      }
    }
  }
})

export type RefundSnapshot = SnapshotFrom<typeof refundMachine>

/** The confirm dialog is open: asking, waiting, or showing the answer. */
export const isRefundDialogOpen = (snapshot: RefundSnapshot): boolean => !snapshot.matches("idle")
export const isRefunding = (snapshot: RefundSnapshot): boolean => snapshot.matches("refunding")
export const hasRefunded = (snapshot: RefundSnapshot): boolean => snapshot.matches("refunded")
export const hasRefundFailed = (snapshot: RefundSnapshot): boolean => snapshot.matches("failed")
/** The server refused for good: nothing to try again. */
export const isRefundRefused = (snapshot: RefundSnapshot): boolean => snapshot.matches({ failed: "refused" })
/**
 * The order on view: the refunded one once the server answered; after a
 * refusal the list's, no longer refundable, with the refusal as its terms
 * (what the list says after a reload); else the list's.
 */
export const orderOnView = (snapshot: RefundSnapshot, listed: OrderSummary): OrderSummary => {
  const { refunded, refusal } = snapshot.context
  if (refunded !== null) return refunded
  return refusal === null ? listed : { ...listed, refund: { ...listed.refund, refundable: false, message: refusal } }
}
export const selectRefundMessage = (snapshot: RefundSnapshot): string | null => snapshot.context.message
