/**
 * The cart's and the wishlist's calls (src/api/cart/cart.ts), as
 * Effects that return plain data and fail only with ApiFailure — the shapes
 * the cart machine's actors expect (src/machines/cart/cart.machine.ts).
 *
 * None of them is a loader (spec §4): the cart screen shows its own busy
 * state, and the header's badges must not dim the page for an "Add to cart"
 * pressed on a catalog page.
 *
 * A guest's cart holds only `{ kind, _id }` (it lives in the browser): what
 * its lines show comes from the public catalog (`guestLines`).
 */
import { Effect } from "effect"
import type { CartChangeAnswer, CartItem, CartList, CartState, MergeAnswer } from "../../api/cart/cart.ts"
import type { CartLineId } from "../../api/shared/ids.ts"
import type { GuestLine } from "../../domain/cart/guest-line.ts"
import { dollarsToCents } from "../../domain/cart/money.ts"
import { ApiClient } from "../shared/api-client.ts"
import { type ApiFailure, callApi } from "../shared/api-failure.ts"

/** The change the cart machine's `changeCart` actor is given (CartChange in the machine). */
export type CartChangeRequest =
  | { readonly type: "add"; readonly list: CartList; readonly item: CartItem }
  | { readonly type: "remove"; readonly lineId: CartLineId }
  | { readonly type: "move"; readonly lineId: CartLineId; readonly to: CartList }

/** GET /cart/lines → data: both lists, the counts and the subtotal. */
export const loadCart: Effect.Effect<CartState, ApiFailure, ApiClient> = callApi(
  ApiClient.use((client) => client.cart.lines()).pipe(Effect.map((answer) => answer.data))
)

/** POST /cart/lines, DELETE /cart/lines/{lineId} or POST /cart/lines/{lineId}/move → the server's words and the new state. */
export const changeCart = (change: CartChangeRequest): Effect.Effect<CartChangeAnswer, ApiFailure, ApiClient> =>
  callApi(
    ApiClient.use((client) => {
      switch (change.type) {
        case "add":
          return client.cart.add({ payload: { list: change.list, item: change.item } })
        case "remove":
          return client.cart.remove({ params: { lineId: change.lineId } })
        case "move":
          return client.cart.move({ params: { lineId: change.lineId }, payload: { to: change.to } })
      }
    })
  )

/** POST /cart/merge with the guest's items → what was merged and refused, and the cart after it. */
export const mergeCart = (input: { readonly items: ReadonlyArray<CartItem> }): Effect.Effect<MergeAnswer, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.cart.merge({ payload: { items: input.items } })))

const unavailableLine = (item: CartItem): GuestLine => ({
  item,
  name: "An item no longer sold",
  slug: "",
  priceCents: 0,
  salePriceCents: null,
  unavailable: true
})

interface CatalogPrice {
  readonly name: string
  readonly slug: string
  readonly price: number
  readonly salePrice: number | null
}

const catalogEntry = (item: CartItem): Effect.Effect<CatalogPrice, ApiFailure, ApiClient> =>
  item.kind === "exam"
    ? callApi(ApiClient.use((client) => client.catalog.exam({ params: { id: item._id } })).pipe(Effect.map((answer) => answer.data)))
    : callApi(ApiClient.use((client) => client.catalog.package({ params: { id: item._id } })).pipe(Effect.map((answer) => answer.data)))

const guestLine = (item: CartItem): Effect.Effect<GuestLine, ApiFailure, ApiClient> =>
  catalogEntry(item).pipe(
    Effect.map(
      (data): GuestLine => ({
        item,
        name: data.name,
        slug: data.slug,
        // The catalog still speaks dollars with two decimals; the cart speaks cents.
        priceCents: dollarsToCents(data.price),
        salePriceCents: data.salePrice === null ? null : dollarsToCents(data.salePrice),
        unavailable: false
      })
    ),
    Effect.catchIf(
      (failure) => failure.reason === "NotFound",
      () => Effect.succeed(unavailableLine(item))
    )
  )

/** The guest's items as lines to show, in their order (GET /public/exams/{id} or /public/packages/{id} each). */
export const guestLines = (items: ReadonlyArray<CartItem>): Effect.Effect<ReadonlyArray<GuestLine>, ApiFailure, ApiClient> =>
  Effect.forEach(items, guestLine, { concurrency: 4 })
