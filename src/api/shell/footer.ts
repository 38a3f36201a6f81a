/**
 * Site content shown on every page: the footer (spec §2 Footer, §3).
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { NotFound } from "../shared/errors.ts"

export const FooterSection = Schema.Struct({
  address: Schema.String,
  email: Schema.String,
  phone: Schema.String,
  follow_on_twitter: Schema.String,
  follow_on_facebook: Schema.String,
  // The spec spells it "linkdin"; the wire keeps that spelling.
  follow_on_linkdin: Schema.String
})
export type FooterSection = typeof FooterSection.Type

/** The footer's content as the spec wraps it: data.section. */
export const FooterContent = Schema.Struct({ section: FooterSection })
export const FooterAnswer = Schema.Struct({ data: FooterContent })

export class ContentGroup extends HttpApiGroup.make("content").add(
  HttpApiEndpoint.get("footer", "/pages/footer/getAll", { success: FooterAnswer, error: NotFound })
) {}
