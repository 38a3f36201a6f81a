/**
 * The one contract shared by the server (HttpApiBuilder) and the browser
 * (HttpApiClient). The user API lives under /api/v1/u (spec §7); the auth
 * calls, added by the accounts work, sit at the host root under /auth.
 */
import { HttpApi, OpenApi } from "effect/http-api"
import { CatalogGroup } from "./catalog.ts"
import { ContentGroup } from "./content.ts"
import { VisitorGroup } from "./visitor.ts"

export const USER_API_PREFIX = "/api/v1/u"
export const AUTH_API_PREFIX = "/auth"

export class Api extends HttpApi.make("exam-shop")
  .add(CatalogGroup.prefix(USER_API_PREFIX))
  .add(ContentGroup.prefix(USER_API_PREFIX))
  .add(VisitorGroup.prefix(USER_API_PREFIX))
  .annotateMerge(OpenApi.annotations({
    title: "Exam shop API",
    description: "The calls of the exam-preparation shop: catalogue, content, visitor, and (later) accounts, cart, attempts and helpdesk."
  }))
{}
