/**
 * The paging rule every paged call shares (notifications, exams, packages):
 * page is a whole number of 1 or more, perPage a whole number from 1 to
 * MAX_PER_PAGE. A page beyond the end is not an error: it answers no rows
 * with the real total.
 */
import { Effect } from "effect"
import { Invalid } from "../../src/api/errors.ts"

export const MAX_PER_PAGE = 100
export const PAGE_MESSAGE = "page must be a whole number of 1 or more."
export const PER_PAGE_MESSAGE = `perPage must be a whole number from 1 to ${MAX_PER_PAGE}.`

export interface Paging {
  readonly page: number
  readonly perPage: number
  /** Rows to skip; may exceed 2^31, so SQL casts it to bigint. */
  readonly offset: number
}

export const checkPaging = (page: number, perPage: number): Effect.Effect<Paging, Invalid> => {
  if (!Number.isSafeInteger(page) || page < 1) {
    return Effect.fail(new Invalid({ message: PAGE_MESSAGE, issues: [{ path: "page", message: PAGE_MESSAGE }] }))
  }
  if (!Number.isSafeInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
    return Effect.fail(new Invalid({ message: PER_PAGE_MESSAGE, issues: [{ path: "perPage", message: PER_PAGE_MESSAGE }] }))
  }
  return Effect.succeed({ page, perPage, offset: (page - 1) * perPage })
}
