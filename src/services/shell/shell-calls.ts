/**
 * The calls the app shell makes (header, mega-menu, footer), as Effects that
 * return plain data and fail only with ApiFailure — the shapes the machines'
 * actors expect.
 */
import { Effect } from "effect"
import type { MenuCategory } from "../../api/catalog/catalog.ts"
import type { FooterSection } from "../../api/shell/footer.ts"
import { ApiClient } from "../shared/api-client.ts"
import { type ApiFailure, callApi } from "../shared/api-failure.ts"
import { withBodyLoading } from "../shared/loading-state.ts"

/** The mega-menu's category tree (GET /public/get/menu → data). */
export const loadMenu: Effect.Effect<ReadonlyArray<MenuCategory>, ApiFailure, ApiClient> = callApi(
  ApiClient.use((client) => client.catalog.menu()).pipe(Effect.map((answer) => answer.data))
)

/** The footer's contact and social links (GET /pages/footer/getAll → data.section). */
export const loadFooter: Effect.Effect<FooterSection, ApiFailure, ApiClient> = callApi(
  ApiClient.use((client) => client.content.footer()).pipe(Effect.map((answer) => answer.data.section))
)

/**
 * Newsletter sign-up; resolves with the answer's message for the success
 * toast (spec §4). A loader call: the body shows the loading state meanwhile.
 */
export const subscribeToNewsletter = (email: string): Effect.Effect<string, ApiFailure, ApiClient> =>
  withBodyLoading(callApi(ApiClient.use((client) => client.visitor.subscribe({ payload: { email } })).pipe(Effect.map((answer) => answer.message))))
