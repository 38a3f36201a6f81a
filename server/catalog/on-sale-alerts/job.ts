/**
 * "Notify me"'s background run: at start-up and every
 * ON_SALE_ALERTS_EVERY_SECONDS, on one server at a time, every waiting
 * request of an exam on sale now is answered (service.ts `sendDue`). A
 * failed run is logged and retried at the next.
 */
import { Effect, Layer } from "effect"
import { everyPeriodOnOneServer } from "../../platform/jobs/job-turns.ts"
import { ON_SALE_ALERTS_EVERY_SECONDS, OnSaleAlertsService } from "./service.ts"

export const OnSaleAlertsLive = Layer.effectDiscard(
  Effect.gen(function* () {
    const alerts = yield* OnSaleAlertsService
    const pass = alerts.sendDue.pipe(
      Effect.tap((told) => (told > 0 ? Effect.logInfo(`Told ${told} learners an exam they waited for is on sale`) : Effect.void))
    )
    yield* everyPeriodOnOneServer("on-sale-alerts", ON_SALE_ALERTS_EVERY_SECONDS, pass, "Telling learners of exams now on sale failed").pipe(Effect.forkScoped)
  })
)
