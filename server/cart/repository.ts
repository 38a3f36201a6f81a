/**
 * The SQL of the cart and wishlist (table `cart_lines`, migration 0011):
 * every statement is scoped by the learner's id, so another learner's line
 * is not found. Prices are read from the catalog on every read and turned
 * into cents by PostgreSQL (`price * 100` of a numeric(10, 2) is exact, and
 * the cast to bigint drops only the zero decimals), so no amount passes
 * through a float of dollars.
 *
 * An item and the learner's lines are read by one pair of statements over a
 * "source" of lines: the learner's lines, or a single would-be line for the
 * item being added, so both read the same columns and facts.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import type { CartItem, CartList } from "../../src/api/cart/cart.ts"
import type { CartLineId, ExamId, PackageId } from "../../src/api/shared/ids.ts"
import type { CartRepositoryShape, ExamFacts, ItemRecord, LineRecord, LineRef } from "./records.ts"
import { isCents } from "../../src/domain/cart/money.ts"
import { availabilityOf, OFFER_COLUMNS, type OfferRow } from "../shared/exam-offers.ts"

interface SourceRow {
  readonly id: CartLineId
  readonly list: CartList
  readonly exam_id: ExamId | null
  readonly package_id: PackageId | null
  readonly created_at: Date | string
  readonly name: string
  readonly slug: string
  /** bigint: the driver answers a string. */
  readonly price_cents: string | number
  readonly sale_cents: string | number | null
  readonly validity_days: number
  readonly image: string | null
}

interface ExamFactsRow extends OfferRow {
  readonly line_id: CartLineId
  readonly id: ExamId
  readonly name: string
  readonly slug: string
  readonly code: string
  readonly vendor: string
  readonly owned: boolean
}

interface LineRefRow {
  readonly id: CartLineId
  readonly list: CartList
  readonly exam_id: ExamId | null
  readonly package_id: PackageId | null
  readonly name: string
}

/** A count of cents from the database, refused (a defect) if it is not a whole number a float holds exactly. */
const centsOf = (value: string | number): number => {
  const cents = Number(value)
  if (!isCents(cents)) throw new Error(`Not an amount of cents: ${value}`)
  return cents
}

/** The row's item: the check constraint keeps exactly one of the two ids. */
const itemOf = (row: { readonly exam_id: ExamId | null; readonly package_id: PackageId | null }): CartItem =>
  row.exam_id !== null ? { kind: "exam", _id: row.exam_id } : { kind: "package", _id: row.package_id as PackageId }

const factsOf = (row: ExamFactsRow): ExamFacts => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  code: row.code,
  vendor: row.vendor,
  onSale: availabilityOf(row) === "onSale",
  owned: row.owned
})

const refOf = (row: LineRefRow): LineRef => ({ id: row.id, list: row.list, item: itemOf(row), name: row.name })

export class CartRepository extends Context.Service<CartRepository, CartRepositoryShape>()("exam-shop/CartRepository") {
  static readonly layer = Layer.effect(
    CartRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const linesOf = (userId: string) => sql`
        SELECT id, list, exam_id, package_id, created_at, position FROM cart_lines WHERE user_id = ${userId}`

      /** A would-be line of the item, so an item reads exactly as a line does. */
      const wouldBe = (item: CartItem) =>
        item.kind === "exam"
          ? sql`SELECT ''::text AS id, 'cart'::text AS list, ${item._id}::text AS exam_id, NULL::text AS package_id, now() AS created_at, 0::bigint AS position`
          : sql`SELECT ''::text AS id, 'cart'::text AS list, NULL::text AS exam_id, ${item._id}::text AS package_id, now() AS created_at, 0::bigint AS position`

      /** The items of `source` with their prices and their exams' facts for the learner at `now`. */
      const read = (userId: string, now: number, source: ReturnType<typeof linesOf>) =>
        Effect.gen(function* () {
          const at = new Date(now)
          const rows = yield* sql<SourceRow>`
            WITH l AS (${source})
            SELECT l.id, l.list, l.exam_id, l.package_id, l.created_at,
              COALESCE(e.name, p.name) AS name,
              COALESCE(e.slug, p.slug) AS slug,
              (COALESCE(e.price, p.price) * 100)::bigint AS price_cents,
              (CASE WHEN l.exam_id IS NOT NULL THEN e.sale_price ELSE p.sale_price END * 100)::bigint AS sale_cents,
              COALESCE(e.validity_days, p.validity_days) AS validity_days,
              CASE WHEN l.exam_id IS NOT NULL THEN e.image ELSE p.image END AS image
            FROM l
              -- Only what a learner may see may be bought (migration 0030): an unpublished item reads as a missing one.
              LEFT JOIN exams_for_sale e ON e.id = l.exam_id
              LEFT JOIN packages_for_sale p ON p.id = l.package_id
            WHERE e.id IS NOT NULL OR p.id IS NOT NULL
            ORDER BY l.position`
          const exams = yield* sql<ExamFactsRow>`
            WITH l AS (${source}),
            granted AS (
              SELECT l.id AS line_id, l.position, l.exam_id, 0 AS sort_order FROM l WHERE l.exam_id IS NOT NULL
              UNION ALL
              SELECT l.id, l.position, pe.exam_id, pe.sort_order FROM l JOIN package_exams pe ON pe.package_id = l.package_id
            )
            SELECT g.line_id, x.id, x.name, x.slug, x.code, x.vendor, ${sql.literal(OFFER_COLUMNS)},
              EXISTS (
                SELECT 1 FROM subscriptions s WHERE s.user_id = ${userId} AND s.exam_id = x.id AND s.expires_at > ${at}
              ) AS owned
            FROM granted g JOIN exams x ON x.id = g.exam_id JOIN exam_offers o ON o.exam_id = x.id
            ORDER BY g.position, g.sort_order, x.name`
          return rows.map(
            (row): LineRecord => ({
              id: row.id,
              list: row.list,
              item: itemOf(row),
              name: row.name,
              slug: row.slug,
              priceCents: centsOf(row.price_cents),
              salePriceCents: row.sale_cents === null ? null : centsOf(row.sale_cents),
              validityDays: row.validity_days,
              image: row.image,
              exams: exams.filter((exam) => exam.line_id === row.id).map(factsOf),
              addedAt: new Date(row.created_at).getTime()
            })
          )
        }).pipe(Effect.orDie)

      const lineRef = (userId: string, condition: ReturnType<typeof linesOf>) =>
        sql<LineRefRow>`
          SELECT l.id, l.list, l.exam_id, l.package_id, COALESCE(e.name, p.name) AS name
          FROM cart_lines l
            LEFT JOIN exams e ON e.id = l.exam_id
            LEFT JOIN packages p ON p.id = l.package_id
          WHERE l.user_id = ${userId} AND ${condition}`.pipe(
          Effect.orDie,
          Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), refOf))
        )

      return CartRepository.of({
        exclusive: (userId, body) =>
          sql
            .withTransaction(
              // The learner's row is the lock; NO KEY UPDATE lets other tables' rows keep referring to it meanwhile.
              Effect.andThen(sql`SELECT 1 FROM users WHERE id = ${userId} FOR NO KEY UPDATE`.pipe(Effect.orDie), body)
            )
            .pipe(Effect.catchTag("SqlError", Effect.die)),

        counts: (userId) =>
          sql<{ cart: number; wishlist: number }>`
            SELECT count(*) FILTER (WHERE list = 'cart')::int AS cart, count(*) FILTER (WHERE list = 'wishlist')::int AS wishlist
            FROM cart_lines WHERE user_id = ${userId}`.pipe(
            Effect.orDie,
            Effect.map(([row]) => ({ cartList: row?.cart ?? 0, wishList: row?.wishlist ?? 0 })),
            Effect.withSpan("CartRepository.counts")
          ),

        lines: (userId, now) => read(userId, now, linesOf(userId)).pipe(Effect.withSpan("CartRepository.lines")),

        item: (userId, item, now) =>
          read(userId, now, wouldBe(item)).pipe(
            Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), ({ id: _id, list: _list, addedAt: _at, ...record }): ItemRecord => record)),
            Effect.withSpan("CartRepository.item")
          ),

        lineOfItem: (userId, item) => lineRef(userId, item.kind === "exam" ? sql`l.exam_id = ${item._id}` : sql`l.package_id = ${item._id}`),

        lineById: (userId, lineId) => lineRef(userId, sql`l.id = ${lineId}`),

        insert: (userId, list, item, now) =>
          sql`
            INSERT INTO cart_lines (user_id, list, exam_id, package_id, created_at)
            VALUES (${userId}, ${list}, ${item.kind === "exam" ? item._id : null}, ${item.kind === "package" ? item._id : null}, ${new Date(now)})
            ON CONFLICT DO NOTHING`.pipe(Effect.orDie, Effect.asVoid),

        setList: (userId, lineId, list) =>
          sql`UPDATE cart_lines SET list = ${list} WHERE id = ${lineId} AND user_id = ${userId}`.pipe(Effect.orDie, Effect.asVoid),

        remove: (userId, lineId) => sql`DELETE FROM cart_lines WHERE id = ${lineId} AND user_id = ${userId}`.pipe(Effect.orDie, Effect.asVoid)
      })
    })
  )
}
