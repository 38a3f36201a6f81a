/**
 * Repairs what a crash, a lost connection or an abandoned 3-D Secure step
 * left behind (the service's `reconcile` rule): orders the gateway charged
 * but the shop never fulfilled are fulfilled; pending orders with nothing
 * charged after 15 minutes, or declined, fail and give their coupon use
 * back. Runs at start-up and then on a schedule (CHECKOUT_RECONCILE_SECONDS,
 * 60 by default); tests call `reconcileCheckout` directly.
 *
 * One server at a time runs a pass: it holds the reconciler's lease (table
 * job_leases) for the pass, and a pass that finds it held does nothing.
 * Running twice at once would still be safe — every settling step is
 * conditional on the order being pending — the lease only saves the work.
 */
import { Duration, Effect, Layer, Schedule } from "effect"
import { Settings } from "../../platform/config.ts"
import { CheckoutService } from "./service.ts"

export const DEFAULT_RECONCILE_SECONDS = 60

/** One pass over the database's pending orders; answers what it did. */
export const reconcileCheckout = CheckoutService.use((service) => service.reconcile).pipe(Effect.provide(CheckoutService.layer))

/** The pass at start-up and every `checkoutReconcileSeconds`; a failed pass is logged and retried at the next. */
export const CheckoutReconcilerLive = Layer.effectDiscard(
  Effect.gen(function* () {
    const settings = yield* Settings
    // At least a second apart: 0 or less would spin.
    const every = Duration.seconds(Math.max(1, settings.checkoutReconcileSeconds ?? DEFAULT_RECONCILE_SECONDS))
    const once = reconcileCheckout.pipe(
      Effect.tap((report) =>
        report.paid + report.failed > 0
          ? Effect.logInfo(`Reconciled orders: ${report.paid} fulfilled, ${report.failed} failed, ${report.left} left pending`)
          : Effect.void
      ),
      Effect.catchCause((cause) => Effect.logWarning("Reconciling pending orders failed", cause))
    )
    yield* once.pipe(Effect.repeat(Schedule.spaced(every)), Effect.forkScoped)
  })
)
