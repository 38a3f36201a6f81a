/**
 * One order's refund on Transactions (POST /transactions/{orderId}/refund).
 *
 *   idle ─ OPEN ─▶ confirming ─ CONFIRM ─▶ refunding ─ done ─▶ refunded ─ CLOSE ─▶ idle
 *                     │ CLOSE                  │ error
 *                     ▼                        ▼
 *                    idle ◀──── CLOSE ───── failed ─ CONFIRM (try again) ─▶ refunding
 *
 * The server decides (the order's RefundTerms say so in advance; a 409
 * answers why not). The confirm dialog is open in every state but idle: it
 * asks, waits, then shows the server's own sentence — the refund's message,
 * or the refusal's. While refunding, CLOSE does nothing: the answer must be
 * seen, since the card is being refunded. The refunded order (status
 * "refunded", its credit note) replaces the row's order on view, so the list
 * needs no reload; My Exams loads afresh and shows the order's exams ended.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"
import type { OrderSummary } from "../../api/cart/checkout.ts"
import type { RefundAnswer } from "../../api/cart/orders.ts"
import { failureMessage } from "../shared/resource.machine.ts"

export interface RefundInput {
  readonly orderId: string
}

export interface RefundContext {
  readonly orderId: string
  /** The order as the refund answered it, once refunded. */
  readonly refunded: OrderSummary | null
  /** The server's sentence: the refund's message, or why it was refused. */
  readonly message: string | null
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
    forgetMessage: assign({ message: null })
  }
}).createMachine({
  id: "refund",
  context: ({ input }) => ({ orderId: input.orderId, refunded: null, message: null }),
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
        onError: { target: "failed", actions: { type: "storeFailure", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    refunded: {
      on: { CLOSE: "idle" }
    },
    failed: {
      on: { CONFIRM: "refunding", CLOSE: "idle" }
    }
  }
})

export type RefundSnapshot = SnapshotFrom<typeof refundMachine>

/** The confirm dialog is open: asking, waiting, or showing the answer. */
export const isRefundDialogOpen = (snapshot: RefundSnapshot): boolean => !snapshot.matches("idle")
export const isRefunding = (snapshot: RefundSnapshot): boolean => snapshot.matches("refunding")
export const hasRefunded = (snapshot: RefundSnapshot): boolean => snapshot.matches("refunded")
export const hasRefundFailed = (snapshot: RefundSnapshot): boolean => snapshot.matches("failed")
/** The order on view: the refunded one once the server answered, else the list's. */
export const orderOnView = (snapshot: RefundSnapshot, listed: OrderSummary): OrderSummary => snapshot.context.refunded ?? listed
export const selectRefundMessage = (snapshot: RefundSnapshot): string | null => snapshot.context.message
