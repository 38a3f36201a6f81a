/**
 * The Contact us form (POST /public/contactUs): a valid message is stored
 * for the support team. Limited per address; only messages that would be
 * stored count, so a visitor correcting the form is never locked out.
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { Invalid, TooManyRequests } from "../../src/api/errors.ts"
import type { ContactPayload } from "../../src/api/pages.ts"
import { RateLimiter } from "../security/rate-limiter.ts"
import { checkContact, refusalMessage } from "./contact-form.ts"

export const CONTACT_THANKS_MESSAGE = "Thank you for writing to us. We will answer within two working days."

export class ContactService extends Context.Service<ContactService, {
  readonly send: (payload: ContactPayload, clientAddress: string) => Effect.Effect<string, Invalid | TooManyRequests>
}>()("exam-shop/ContactService") {
  static readonly layer = Layer.effect(
    ContactService,
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const limiter = yield* RateLimiter

      const send = Effect.fn("ContactService.send")(function*(payload: ContactPayload, clientAddress: string) {
        const checked = checkContact(payload)
        if (checked._tag === "Refused") {
          return yield* new Invalid({ message: refusalMessage(checked.issues), issues: checked.issues })
        }
        yield* limiter.consume(limiter.limits.contactPerAddress, clientAddress)
        const { name, email, subject, message } = checked.message
        yield* sql`
          INSERT INTO contact_messages ${sql.insert({ name, email, subject, message, client_address: clientAddress })}`.pipe(Effect.orDie)
        return CONTACT_THANKS_MESSAGE
      })

      return ContactService.of({ send })
    })
  )
}
