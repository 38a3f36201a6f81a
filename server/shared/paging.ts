/**
 * Where a page of rows starts. The paging rule itself (page ≥ 1, perPage
 * from 1 to MAX_PER_PAGE, whole numbers) is the contract's
 * (src/api/shared/paging.ts): requests that break it never reach a service.
 */
import type { PageRequest } from "../../src/api/shared/paging.ts"

export interface Paging {
  readonly page: number
  readonly perPage: number
  /** Rows to skip; may exceed 2^31, so SQL casts it to bigint. */
  readonly offset: number
}

export const pagingOf = ({ page, perPage }: PageRequest): Paging => ({ page, perPage, offset: (page - 1) * perPage })
