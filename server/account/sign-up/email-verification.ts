/**
 * Marks an email verified and, the first time, welcomes the learner with a
 * notification ("verifying the email sends a welcome notification").
 * Sign-up verifies with the emailed code; a password reset verifies too, as
 * the reset code proves the learner reads that inbox.
 */
import { Context, Effect, Layer } from "effect"
import { NotificationsService } from "../notifications/service.ts"
import { WELCOME_DESCRIPTION, WELCOME_TITLE } from "../notifications/welcome.ts"
import { UsersRepository } from "../users/repository.ts"

export class EmailVerification extends Context.Service<
  EmailVerification,
  {
    readonly markVerified: (userId: string) => Effect.Effect<void>
  }
>()("exam-shop/EmailVerification") {
  static readonly layer = Layer.effect(
    EmailVerification,
    Effect.gen(function* () {
      const users = yield* UsersRepository
      const notifications = yield* NotificationsService
      const markVerified = Effect.fn("EmailVerification.markVerified")(function* (userId: string) {
        const firstTime = yield* users.markEmailVerified(userId)
        if (firstTime) yield* notifications.add(userId, WELCOME_TITLE, WELCOME_DESCRIPTION)
      })
      return EmailVerification.of({ markVerified })
    })
  )
}
