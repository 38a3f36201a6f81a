/**
 * My Packages' calls (src/api/packages.ts; spec §7 POST
 * /packages/activePackages and /packages/expiredPackages), as Effects that
 * return plain data and fail only with ApiFailure — the shapes the
 * paged-list and resource machines' actors expect.
 */
import { Effect } from "effect"
import type { SubscriptionStatus } from "../../api/attempt/attempt.ts"
import type { PackageSubscriptionDetail, PackageSubscriptionPage } from "../../api/cart/packages.ts"
import { ApiClient } from "../shared/api-client.ts"
import { type ApiFailure, callApi } from "../shared/api-failure.ts"

export interface PackagePageRequest {
  readonly status: SubscriptionStatus
  readonly page: number
  readonly perPage: number
}

/** POST /packages/activePackages or /packages/expiredPackages → data (My Packages' two tabs). */
export const packagePage = ({ status, page, perPage }: PackagePageRequest): Effect.Effect<PackageSubscriptionPage, ApiFailure, ApiClient> =>
  callApi(
    ApiClient.use((client) =>
      status === "active" ? client.packages.activePackages({ payload: { page, perPage } }) : client.packages.expiredPackages({ payload: { page, perPage } })
    ).pipe(Effect.map((answer) => answer.data))
  )

/** GET /packages/subscription/{subscId} → data: the package and the exams it grants (NotFound for another learner's). */
export const packageDetail = (subscId: string): Effect.Effect<PackageSubscriptionDetail, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.packages.packageSubscription({ params: { subscId } })).pipe(Effect.map((answer) => answer.data)))
