/**
 * The demo coupons (data/coupons.json; the README's "Trying the shop" lists
 * them), written only into an empty coupons table: a restart never brings
 * back a coupon someone deleted, nor resets a coupon's uses. Written through
 * the coupons' repository, money turned into cents by the cart's
 * termsFromDollars; a transaction-scoped advisory lock keeps two servers
 * starting at once from both seeding.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { termsFromDollars } from "../../src/domain/cart/coupon.ts"
import { CouponsRepository } from "../cart/coupons/repository.ts"
import { DemoCoupons } from "./coupons-schema.ts"
import { readDemoFile } from "./demo-data.ts"

/** Any constant shared by every server of this shop: the key of this seeding lock. */
const SEED_LOCK_KEY = 40_010

/** Answers how many coupons it wrote (0 when the table already had some). */
export const seedDemoCoupons = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const repository = yield* CouponsRepository
  const written = yield* sql.withTransaction(
    Effect.gen(function* () {
      yield* sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`
      const [table] = yield* sql<{ empty: boolean }>`SELECT NOT EXISTS (SELECT 1 FROM coupons) AS empty`
      if (table?.empty !== true) return 0
      const coupons = yield* readDemoFile(DemoCoupons, "coupons.json")
      yield* Effect.forEach(
        coupons,
        (coupon) =>
          repository
            .create({
              code: coupon.code,
              terms: termsFromDollars(coupon),
              validFrom: new Date(coupon.validFrom),
              validUntil: coupon.validUntil === null ? null : new Date(coupon.validUntil),
              usageLimit: coupon.usageLimit
            })
            .pipe(Effect.orDie),
        { discard: true }
      )
      return coupons.length
    })
  )
  if (written > 0) yield* Effect.logInfo(`Loaded ${written} demo coupons into the empty coupons table`)
  return written
}).pipe(Effect.provide(CouponsRepository.layer))
