/**
 * The one contract shared by the server (HttpApiBuilder) and the browser
 * (HttpApiClient). The user API lives under /api/v1/u (spec §7); the auth
 * calls, added by the accounts work, sit at the host root under /auth.
 */
import { HttpApi, OpenApi } from "effect/http-api"
import { AdminGroup } from "./admin/admin.ts"
import { AdminCatalogueGroup } from "./admin/admin-catalogue.ts"
import { AdminContentGroup } from "./admin/admin-content.ts"
import { AdminQuestionsGroup } from "./admin/admin-questions.ts"
import { AdminSalesGroup } from "./admin/admin-sales.ts"
import { AttemptsGroup } from "./attempt/attempt.ts"
import { LearningGroup } from "./learning/learning.ts"
import { AuthGroup } from "./account/auth.ts"
import { BlogGroup, BlogLearnerGroup } from "./content/blog.ts"
import { CartGroup } from "./cart/cart.ts"
import { CatalogGroup } from "./catalog/catalog.ts"
import { CheckoutGroup } from "./cart/checkout.ts"
import { ContentGroup } from "./shell/footer.ts"
import { DeskGroup } from "./helpdesk/desk.ts"
import { ATTACHMENT_MAX_BYTES, DeskFilesGroup, HelpdeskDeskGroup, HelpdeskFilesGroup, HelpdeskGroup } from "./helpdesk/helpdesk.ts"
import { MediaFileGroup, MediaGroup } from "./account/media.ts"
import { NotificationsGroup } from "./account/notifications.ts"
import { OnSaleAlertsGroup } from "./catalog/on-sale-alerts.ts"
import { OrdersGroup } from "./cart/orders.ts"
import { PackagesGroup } from "./cart/packages.ts"
import { PagesGroup } from "./content/pages.ts"
import { ProfileGroup } from "./account/profile.ts"
import { VisitorGroup } from "./shell/visitor.ts"
import { AUTH_API_PREFIX, USER_API_PREFIX } from "./shared/prefixes.ts"

/**
 * How large a request body may be: a JSON body at most 256 KiB
 * (the longest call, a helpdesk message, takes 20,000 characters), a
 * multipart upload at most the largest file any call takes (a helpdesk
 * attachment) with room for its part headers. Larger bodies are answered
 * 413 with this message before they are read.
 */
export const JSON_BODY_MAX_BYTES = 256 * 1024
export const UPLOAD_BODY_MAX_BYTES = ATTACHMENT_MAX_BYTES + 64 * 1024
export const BODY_TOO_LARGE_MESSAGE = "This request is too large: a call takes at most 256 KB of JSON, or one file of at most 5 MB."

/** No field takes a control character: a NUL in an address or a body is refused with this. */
export const CONTROL_CHARACTER_MESSAGE = "The request holds a control character (such as NUL) that no field accepts."
export const UNREADABLE_ADDRESS_MESSAGE = "The address of this request is not valid."
/** Half of a surrogate pair (a JSON "\ud800" alone) is no character: refused like a control character. */
export const BROKEN_CHARACTER_MESSAGE = "The request holds a broken character (half of a surrogate pair) that no field accepts."

export { AUTH_API_PREFIX, USER_API_PREFIX }

export class Api extends HttpApi.make("exam-shop")
  .add(CatalogGroup.prefix(USER_API_PREFIX))
  .add(ContentGroup.prefix(USER_API_PREFIX))
  .add(VisitorGroup.prefix(USER_API_PREFIX))
  .add(BlogGroup.prefix(USER_API_PREFIX))
  .add(BlogLearnerGroup.prefix(USER_API_PREFIX))
  .add(PagesGroup.prefix(USER_API_PREFIX))
  .add(AuthGroup.prefix(AUTH_API_PREFIX))
  .add(ProfileGroup.prefix(USER_API_PREFIX))
  .add(MediaGroup.prefix(USER_API_PREFIX))
  .add(MediaFileGroup.prefix(USER_API_PREFIX))
  .add(NotificationsGroup.prefix(USER_API_PREFIX))
  .add(OnSaleAlertsGroup.prefix(USER_API_PREFIX))
  .add(CartGroup.prefix(USER_API_PREFIX))
  .add(CheckoutGroup.prefix(USER_API_PREFIX))
  .add(OrdersGroup.prefix(USER_API_PREFIX))
  .add(PackagesGroup.prefix(USER_API_PREFIX))
  .add(AttemptsGroup.prefix(USER_API_PREFIX))
  .add(LearningGroup.prefix(USER_API_PREFIX))
  .add(DeskGroup.prefix(USER_API_PREFIX))
  .add(HelpdeskGroup.prefix(USER_API_PREFIX))
  .add(HelpdeskDeskGroup.prefix(USER_API_PREFIX))
  .add(HelpdeskFilesGroup.prefix(USER_API_PREFIX))
  .add(DeskFilesGroup.prefix(USER_API_PREFIX))
  // The operators' area: one group per part, each behind AdminAuthorization.
  .add(AdminGroup.prefix(USER_API_PREFIX))
  .add(AdminCatalogueGroup.prefix(USER_API_PREFIX))
  .add(AdminQuestionsGroup.prefix(USER_API_PREFIX))
  .add(AdminSalesGroup.prefix(USER_API_PREFIX))
  .add(AdminContentGroup.prefix(USER_API_PREFIX))
  .annotateMerge(
    OpenApi.annotations({
      title: "Exam shop API",
      description:
        "The calls of the exam-preparation shop: catalog, blog, content pages, visitor, accounts and the session, profile, media, notifications, the cart and wishlist, the checkout, transactions and receipts, My Packages, My Exams and the timed attempts, the spaced review, readiness per objective and pacing, and (later) the helpdesk."
    })
  ) {}
