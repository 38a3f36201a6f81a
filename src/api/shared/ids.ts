/**
 * The ids of the contract: one rule for every id, one brand per kind of
 * record.
 *
 * Ids are text columns (UUIDs for most records), so any string is a fair
 * question that simply finds no row — except one no id could ever be (empty,
 * or longer than MAX_ID_LENGTH) or one PostgreSQL cannot take as a text
 * parameter at all (a NUL character, which would become a 500). `Id` is that
 * rule, written once here; each kind of record brands it, so the compiler
 * keeps an attempt's id out of a question's place on both sides.
 *
 * How a contract uses them:
 *  - In payloads and answers, use the branded schema (`qsnId: QuestionId`):
 *    a request carrying an impossible id does not decode, and the server
 *    answers 400 naming the field (server/platform/http/error-answers.ts).
 *  - In PATH parameters, keep `Schema.String` and decode in the handler with
 *    `pathId` (server/shared/path-id.ts): an address that names no possible
 *    record is "not found" (404, with the area's own message), exactly like
 *    one that names no existing record.
 *
 * Add a brand here when a new kind of record gets an id (the catalog's,
 * the cart's …); keep one brand per table so ids of different tables never mix.
 */
import { Schema } from "effect"

export const MAX_ID_LENGTH = 200

export const Id = Schema.String.check(
  Schema.isNonEmpty(),
  Schema.isMaxLength(MAX_ID_LENGTH),
  Schema.makeFilter((id: string) => !id.includes("\u0000"), { expected: "an id without a NUL character" })
)

// The exam shop's catalog.
export const CategoryId = Id.pipe(Schema.brand("CategoryId"))
export type CategoryId = typeof CategoryId.Type

export const SubCategoryId = Id.pipe(Schema.brand("SubCategoryId"))
export type SubCategoryId = typeof SubCategoryId.Type

export const ExamId = Id.pipe(Schema.brand("ExamId"))
export type ExamId = typeof ExamId.Type

export const PackageId = Id.pipe(Schema.brand("PackageId"))
export type PackageId = typeof PackageId.Type

// The learner's cart and wishlist: one line per exam or package.
export const CartLineId = Id.pipe(Schema.brand("CartLineId"))
export type CartLineId = typeof CartLineId.Type

// The checkout: a priced cart (a quote) and the order paid from it.
export const QuoteId = Id.pipe(Schema.brand("QuoteId"))
export type QuoteId = typeof QuoteId.Type

export const OrderId = Id.pipe(Schema.brand("OrderId"))
export type OrderId = typeof OrderId.Type

// The blog and the content pages.
export const BlogPostId = Id.pipe(Schema.brand("BlogPostId"))
export type BlogPostId = typeof BlogPostId.Type

export const CommentId = Id.pipe(Schema.brand("CommentId"))
export type CommentId = typeof CommentId.Type

export const FaqId = Id.pipe(Schema.brand("FaqId"))
export type FaqId = typeof FaqId.Type

// My Exams and the timed attempt.
export const SubscriptionId = Id.pipe(Schema.brand("SubscriptionId"))
export type SubscriptionId = typeof SubscriptionId.Type

/** A bought package (My Packages); its exams are SubscriptionIds. */
export const PackageSubscriptionId = Id.pipe(Schema.brand("PackageSubscriptionId"))
export type PackageSubscriptionId = typeof PackageSubscriptionId.Type

export const TestId = Id.pipe(Schema.brand("TestId"))
export type TestId = typeof TestId.Type

export const SectionId = Id.pipe(Schema.brand("SectionId"))
export type SectionId = typeof SectionId.Type

export const QuestionId = Id.pipe(Schema.brand("QuestionId"))
export type QuestionId = typeof QuestionId.Type

export const OptionId = Id.pipe(Schema.brand("OptionId"))
export type OptionId = typeof OptionId.Type

export const AttemptId = Id.pipe(Schema.brand("AttemptId"))
export type AttemptId = typeof AttemptId.Type

// The learner's account.
export const UserId = Id.pipe(Schema.brand("UserId"))
export type UserId = typeof UserId.Type

export const NotificationId = Id.pipe(Schema.brand("NotificationId"))
export type NotificationId = typeof NotificationId.Type

/** An uploaded file (today the profile image; later helpdesk attachments). */
export const MediaId = Id.pipe(Schema.brand("MediaId"))
export type MediaId = typeof MediaId.Type

// The helpdesk: a ticket, one message of its chat, a file attached to a message.
export const TicketId = Id.pipe(Schema.brand("TicketId"))
export type TicketId = typeof TicketId.Type

export const MessageId = Id.pipe(Schema.brand("MessageId"))
export type MessageId = typeof MessageId.Type

export const HelpdeskAttachmentId = Id.pipe(Schema.brand("HelpdeskAttachmentId"))
export type HelpdeskAttachmentId = typeof HelpdeskAttachmentId.Type
