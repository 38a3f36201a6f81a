/**
 * Content pages (spec §2): FAQs, the policy pages, About us, and the
 * Contact us form. Public; the contact form is rate-limited per address.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Invalid, NotFound, TooManyRequests } from "./errors.ts"
import { FaqId } from "./ids.ts"

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
