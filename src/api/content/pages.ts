/**
 * Content pages (spec §2): FAQs, the policy pages, About us, and the
 * Contact us form. Public; the contact form is rate-limited per address.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_MESSAGES, CONTACT_NAME_MAX, CONTACT_SUBJECT_MAX } from "../../domain/content/contact-rules.ts"
import { hasDirectionControl } from "../../domain/shared/direction-controls.ts"
import { isValidEmail } from "../../domain/shared/email.ts"
import { codePoints, plainLine, plainLines } from "../../domain/shared/text.ts"
import { Invalid, NotFound, TooManyRequests } from "../shared/errors.ts"
import { checkedText } from "../shared/form-schema.ts"
import { FaqId } from "../shared/ids.ts"

export const Faq = Schema.Struct({
  _id: FaqId,
  question: Schema.String,
  /** Sanitised HTML. */
  answerHtml: Schema.String
})
export type Faq = typeof Faq.Type

export const FaqGroup = Schema.Struct({
  name: Schema.String,
  faqs: Schema.Array(Faq)
})
export type FaqGroup = typeof FaqGroup.Type

export const FaqsAnswer = Schema.Struct({ data: Schema.Array(FaqGroup) })

/** The slugs of the stored pages; each is also the page's route (/{slug}). */
export const PageSlug = Schema.Literals(["terms-condition", "privacy-policy", "refund-policy", "about"])
export type PageSlug = typeof PageSlug.Type

export const ContentPage = Schema.Struct({
  slug: PageSlug,
  title: Schema.String,
  /** Sanitised HTML. */
  bodyHtml: Schema.String,
  /** ISO 8601 instant: "Last updated" on the page. */
  updatedAt: Schema.String
})
export type ContentPage = typeof ContentPage.Type

export const ContentPageAnswer = Schema.Struct({ data: ContentPage })

/**
 * The Contact us form: every field judged as plain text, as the server
 * stores it (plainContact); lengths in code points. The limits and texts
 * are src/domain/content/contact-rules.ts.
 */
export const ContactForm = Schema.Struct({
  name: checkedText(
    [(name) => plainLine(name) !== "", CONTACT_MESSAGES.nameRequired],
    [(name) => !hasDirectionControl(plainLine(name)), CONTACT_MESSAGES.nameDirectionControl],
    [(name) => codePoints(plainLine(name)) <= CONTACT_NAME_MAX, CONTACT_MESSAGES.nameTooLong]
  ),
  email: checkedText([(email) => email.trim() !== "", CONTACT_MESSAGES.emailRequired], [(email) => isValidEmail(email.trim()), CONTACT_MESSAGES.emailInvalid]),
  subject: checkedText(
    [(subject) => plainLine(subject) !== "", CONTACT_MESSAGES.subjectRequired],
    [(subject) => !hasDirectionControl(plainLine(subject)), CONTACT_MESSAGES.subjectDirectionControl],
    [(subject) => codePoints(plainLine(subject)) <= CONTACT_SUBJECT_MAX, CONTACT_MESSAGES.subjectTooLong]
  ),
  message: checkedText(
    [(message) => codePoints(plainLines(message)) > 0, CONTACT_MESSAGES.messageRequired],
    [(message) => codePoints(plainLines(message)) >= CONTACT_MESSAGE_MIN, CONTACT_MESSAGES.messageTooShort],
    [(message) => codePoints(plainLines(message)) <= CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong]
  )
})

export const ContactPayload = Schema.Struct({
  name: Schema.String,
  email: Schema.String,
  subject: Schema.String,
  message: Schema.String
})
export type ContactPayload = typeof ContactPayload.Type

export const ContactAnswer = Schema.Struct({ message: Schema.String })

export class PagesGroup extends HttpApiGroup.make("pages").add(
  HttpApiEndpoint.get("faqs", "/pages/faqs", { success: FaqsAnswer }),
  HttpApiEndpoint.get("page", "/pages/get/:slug", { params: { slug: Schema.String }, success: ContentPageAnswer, error: NotFound }),
  HttpApiEndpoint.post("contact", "/public/contactUs", {
    payload: ContactPayload,
    success: ContactAnswer,
    error: [Invalid, TooManyRequests]
  })
) {}
