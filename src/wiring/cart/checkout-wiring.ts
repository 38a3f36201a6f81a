/**
 * The buying screens' half of the composition root, loaded with
 * the first of those screens: each /cart screen starts its own
 * checkout actor from `checkout` — the checkout calls, a fresh UUID per
 * payment kept in session storage until settled, the quote's own expiry,
 * the success page, and a RELOAD of the cart once bought — and the success
 * page loads its order and saves its receipt.
 */
import type { CartItem } from "../../api/cart/cart.ts"
import { checkoutSuccessPath } from "../../domain/cart/cart-paths.ts"
import type { GuestLine } from "../../domain/cart/guest-line.ts"
import { checkoutMachine, keyMaker } from "../../machines/cart/checkout.machine.ts"
import { provideResource } from "../../machines/shared/resource.machine.ts"
import * as cartCalls from "../../services/cart/cart-calls.ts"
import * as checkoutCalls from "../../services/cart/checkout-calls.ts"
import { forgetPendingKey, readPendingKey, savePendingKey } from "../../services/cart/checkout-key-storage.ts"
import { fromEffect } from "../../services/shared/effect-actor.ts"
import type { AppRuntime } from "../../services/shared/runtime.ts"
import type { CheckoutMachines, OrderRequest } from "../../ui/cart/checkout-machines.ts"
import type { CartActor } from "../../ui/shared/app-actors.ts"
import { browserCartEnvironment, type CartEnvironment } from "./cart-wiring.ts"
import { learnerOf, type SessionFeed } from "../shared/session-following.ts"
import type { Notifiers } from "../shared/notifiers.ts"
import { provideReceiptDownload } from "./receipt-download-wiring.ts"

/** The buying screens' machines: each /cart screen's checkout, the guest's lines, the success page's order and receipt. */
export const makeCheckoutMachines = (
  runtime: AppRuntime,
  notifiers: Pick<Notifiers, "reportFailure">,
  cart: CartActor,
  session: SessionFeed,
  environment: CartEnvironment = browserCartEnvironment
): CheckoutMachines => {
  // The key is kept per learner: read when the checkout starts and when it saves or forgets.
  const learner = (): string => learnerOf(session.getSnapshot()) ?? "guest"
  return {
    checkout: checkoutMachine.provide({
      actors: {
        fetchQuote: fromEffect(runtime, checkoutCalls.fetchQuote),
        pay: fromEffect(runtime, checkoutCalls.pay),
        confirmPayment: fromEffect(runtime, checkoutCalls.confirmPayment),
        resumePayment: fromEffect(runtime, checkoutCalls.resumePayment)
      },
      actions: {
        newIdempotencyKey: keyMaker(environment.makeKey),
        saveIdempotencyKey: (_, params) => savePendingKey(learner(), params.idempotencyKey, environment.keyStore),
        forgetIdempotencyKey: () => forgetPendingKey(learner(), environment.keyStore),
        // Replace: Back from the receipt must not reopen a checkout that is paid.
        showReceipt: (_, params) => environment.navigate(checkoutSuccessPath(params.orderId), { replace: true }),
        cartBought: () => cart.send({ type: "RELOAD" })
      },
      delays: {
        // The quote's own expiry, by this browser's clock (at least a second, so a skewed clock cannot loop).
        quoteExpiry: ({ context }) => {
          const expiresAt = context.quote === null ? Number.NaN : Date.parse(context.quote.expiresAt)
          return Number.isNaN(expiresAt) ? 15 * 60 * 1000 : Math.max(1000, expiresAt - environment.now())
        }
      }
    }),
    pendingKey: () => readPendingKey(learner(), environment.keyStore),
    paymentCard: checkoutCalls.paymentCard,
    guestLines: provideResource<ReadonlyArray<CartItem>, ReadonlyArray<GuestLine>>(fromEffect(runtime, cartCalls.guestLines), notifiers.reportFailure),
    order: provideResource(
      fromEffect(runtime, ({ orderId }: OrderRequest) => checkoutCalls.loadOrder(orderId)),
      notifiers.reportFailure
    ),
    receiptDownload: provideReceiptDownload(runtime, notifiers, environment.fileSaver)
  }
}
