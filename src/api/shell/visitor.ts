/**
 * Calls about the visitor rather than the catalog: where they are, and the
 * newsletter they can join from the footer.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { isValidEmail } from "../../domain/shared/email.ts"
import { NEWSLETTER_EMAIL_REQUIRED } from "../../domain/shared/validation-messages.ts"
import { Conflict, Invalid } from "../shared/errors.ts"
import { checkedText } from "../shared/form-schema.ts"

export const VisitorLocation = Schema.Struct({
  /** ISO 3166 alpha-2 code, or null when the address is private or unknown. */
  country: Schema.NullOr(Schema.String)
})
export const LocationAnswer = Schema.Struct({ data: VisitorLocation })

/** The visitor's country by address (spec §2), under the user API's prefix; the page renderer asks it too. */
export const LOCATION_PATH = "/public/getLocationByIp"

/** The footer's newsletter form: the spec has one message for a missing and an invalid address; surrounding spaces are ignored. */
export const NewsletterForm = Schema.Struct({ email: checkedText([(email) => isValidEmail(email.trim()), NEWSLETTER_EMAIL_REQUIRED]) })

export const NewsletterPayload = Schema.Struct({ email: Schema.String })

export const MessageAnswer = Schema.Struct({ message: Schema.String })
export type MessageAnswer = typeof MessageAnswer.Type

export class VisitorGroup extends HttpApiGroup.make("visitor").add(
  HttpApiEndpoint.get("location", LOCATION_PATH, { success: LocationAnswer }),
  HttpApiEndpoint.post("subscribe", "/public/newsLetter/createSubscription", {
    payload: NewsletterPayload,
    success: MessageAnswer,
    error: [Invalid, Conflict]
  })
) {}
