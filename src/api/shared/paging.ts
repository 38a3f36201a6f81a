/**
 * The paging rule every paged call shares (My Exams, exams, packages, blog,
 * notifications), written once: a request names a page (a whole number of 1
 * or more) and a page size (a whole number from 1 to MAX_PER_PAGE); the
 * answer carries one page of rows with the real total. A page beyond the end
 * is not an error: it answers no rows with the real total.
 *
 * The messages are the checks' own, so a refused request answers with them
 * as they are (server/platform/http/error-answers.ts).
 */
import { Schema } from "effect"

export const MAX_PER_PAGE = 100
export const PAGE_MESSAGE = "page must be a whole number of 1 or more."
export const PER_PAGE_MESSAGE = `perPage must be a whole number from 1 to ${MAX_PER_PAGE}.`

export const Page = Schema.Number.check(Schema.isInt({ message: PAGE_MESSAGE }), Schema.isGreaterThanOrEqualTo(1, { message: PAGE_MESSAGE }))

export const PerPage = Schema.Number.check(
  Schema.isInt({ message: PER_PAGE_MESSAGE }),
  Schema.isBetween({ minimum: 1, maximum: MAX_PER_PAGE }, { message: PER_PAGE_MESSAGE })
)

/** The fields of every paged request. */
export const PageRequest = Schema.Struct({ page: Page, perPage: PerPage })
export type PageRequest = typeof PageRequest.Type

/** One page of `item`s, as every paged answer carries it. */
export const pageOf = <Item extends Schema.Top>(item: Item) =>
  Schema.Struct({
    docs: Schema.Array(item),
    total: Schema.Number,
    page: Schema.Number,
    perPage: Schema.Number
  })
