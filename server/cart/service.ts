/**
 * The rules of the cart and the wishlist, over the repository:
 * the counts of the header's badges, both lists with today's prices, adding
 * (an item in the wishlist added to the cart moves there), removing, moving
 * between the lists, and merging the guest's browser cart after sign-in.
 *
 * Every change runs in the repository's `exclusive` block for the learner,
 * so two tabs (or a merge and a click) never interleave, and answers the
 * whole state read inside that block. What may enter which list is the
 * policy's; the time that decides what the learner holds is the Effect
 * Clock's "now" (a TestClock in unit tests).
 */
import { Clock, Context, Effect, Layer, Option } from "effect"
import type {
  AddToListPayload,
  CartChangeAnswer,
  CartCounts,
  CartItem,
  CartLine,
  CartList,
  CartState,
  MergeAnswer,
  MergeRefusal
} from "../../src/api/cart/cart.ts"
import { Conflict, type NotFound } from "../../src/api/shared/errors.ts"
import type { CartLineId } from "../../src/api/shared/ids.ts"
import { isComingSoon, isOwned, sameItem, stateOf, toCartLine } from "./cart-lines.ts"
import * as Messages from "./messages.ts"
import { CartPolicy, type CartRefusal, refusalAnswer } from "./policy.ts"
import { CartRepository } from "./repository.ts"

export class CartService extends Context.Service<
  CartService,
  {
    /** The header's badges: how many lines each list holds. */
    readonly counts: (userId: string) => Effect.Effect<CartCounts>
    readonly state: (userId: string) => Effect.Effect<CartState>
    readonly add: (userId: string, payload: AddToListPayload) => Effect.Effect<CartChangeAnswer, NotFound | Conflict>
    readonly remove: (userId: string, lineId: CartLineId) => Effect.Effect<CartChangeAnswer, NotFound>
    readonly move: (userId: string, lineId: CartLineId, to: CartList) => Effect.Effect<CartChangeAnswer, NotFound | Conflict>
    /** Each item as "Add to cart" would take it; a refusal is listed, never an error. */
    readonly merge: (userId: string, items: ReadonlyArray<CartItem>) => Effect.Effect<MergeAnswer>
    /**
     * The cart list as the checkout prices it, with the catalog's prices now
     * (the checkout area's quote and its check at paying). A line that cannot
     * be bought any more (held since it was added, or coming soon) is a
     * Conflict in the cart's own words, as adding it would be; an empty cart
     * answers no lines.
     */
    readonly toBuy: (userId: string) => Effect.Effect<ReadonlyArray<CartLine>, Conflict>
    /**
     * Takes bought items out of the learner's cart list (the checkout's
     * fulfilment, inside its transaction); items no longer there are skipped.
     */
    readonly removeBought: (userId: string, items: ReadonlyArray<CartItem>) => Effect.Effect<void>
  }
>()("exam-shop/CartService") {
  static readonly layerNoDeps = Layer.effect(
    CartService,
    Effect.gen(function* () {
      const repository = yield* CartRepository
      const policy = yield* CartPolicy

      const stateAt = (userId: string, now: number) => Effect.map(repository.lines(userId, now), stateOf)

      /** The item enters `list` (inserted, or moved from the other list); answers what happened, in words. */
      const enter = Effect.fn("CartService.enter")(function* (userId: string, list: CartList, item: CartItem, now: number, how: "add" | "move") {
        const record = yield* policy.sold(item, yield* repository.item(userId, item, now))
        const current = yield* repository.lineOfItem(userId, item)
        yield* policy.mayEnter(list, record, current, yield* repository.counts(userId), how)
        if (Option.isSome(current)) {
          yield* repository.setList(userId, current.value.id, list)
          return Messages.moved(list, record.name)
        }
        yield* repository.insert(userId, list, item, now)
        return Messages.added(list, record.name)
      })

      /** Runs a change for the learner and answers its words with the state after it. */
      const change = <E>(userId: string, body: (now: number) => Effect.Effect<string, E>) =>
        repository.exclusive(
          userId,
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis
            const message = yield* body(now)
            return { message, data: yield* stateAt(userId, now) }
          })
        )

      const answered = <A>(effect: Effect.Effect<A, CartRefusal | NotFound>): Effect.Effect<A, NotFound | Conflict> =>
        Effect.catchTag(effect, "CartRefusal", (refusal) => Effect.fail(refusalAnswer(refusal)))

      const add = (userId: string, payload: AddToListPayload) =>
        answered(change(userId, (now) => enter(userId, payload.list, payload.item, now, "add"))).pipe(Effect.withSpan("CartService.add"))

      const remove = (userId: string, lineId: CartLineId) =>
        change(userId, () =>
          Effect.gen(function* () {
            const line = yield* policy.ownLine(yield* repository.lineById(userId, lineId))
            yield* repository.remove(userId, line.id)
            return Messages.removed(line.list, line.name)
          })
        ).pipe(Effect.withSpan("CartService.remove"))

      const move = (userId: string, lineId: CartLineId, to: CartList) =>
        answered(
          change(userId, (now) =>
            Effect.gen(function* () {
              const line = yield* policy.ownLine(yield* repository.lineById(userId, lineId))
              return yield* enter(userId, to, line.item, now, "move")
            })
          )
        ).pipe(Effect.withSpan("CartService.move"))

      const merge = Effect.fn("CartService.merge")(function* (userId: string, items: ReadonlyArray<CartItem>) {
        return yield* repository.exclusive(
          userId,
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis
            const merged: Array<CartItem> = []
            const refused: Array<MergeRefusal> = []
            for (const item of items) {
              yield* enter(userId, "cart", item, now, "add").pipe(
                Effect.match({
                  onSuccess: () => merged.push(item),
                  onFailure: (refusal) => refused.push({ item, reason: refusal.reason, message: refusal.message })
                })
              )
            }
            return {
              message: Messages.mergeSummary(merged.length, refused.length),
              data: { merged, refused, cart: yield* stateAt(userId, now) }
            }
          })
        )
      })

      const toBuy = Effect.fn("CartService.toBuy")(function* (userId: string) {
        const now = yield* Clock.currentTimeMillis
        const records = (yield* repository.lines(userId, now)).filter((record) => record.list === "cart")
        for (const record of records) {
          if (isOwned(record)) return yield* new Conflict({ message: Messages.alreadyOwned(record.item, record.name) })
          if (isComingSoon(record)) return yield* new Conflict({ message: Messages.comingSoon(record.item, record.name) })
        }
        return records.map(toCartLine)
      })

      const removeBought = (userId: string, items: ReadonlyArray<CartItem>) =>
        repository
          .exclusive(
            userId,
            Effect.forEach(
              items,
              (item) =>
                Effect.flatMap(repository.lineOfItem(userId, item), (line) =>
                  Option.isSome(line) && line.value.list === "cart" && sameItem(line.value.item, item) ? repository.remove(userId, line.value.id) : Effect.void
                ),
              { discard: true }
            )
          )
          .pipe(Effect.withSpan("CartService.removeBought"))

      return CartService.of({
        toBuy,
        removeBought,
        counts: repository.counts,
        state: (userId) => Effect.flatMap(Clock.currentTimeMillis, (now) => stateAt(userId, now)),
        add,
        remove,
        move,
        merge
      })
    })
  )

  static readonly layer = CartService.layerNoDeps.pipe(Layer.provide([CartRepository.layer, CartPolicy.layer]))
}
