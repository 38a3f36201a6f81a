/**
 * Money on the wire: a whole number of US cents, never a float of dollars.
 *
 * The catalog tables store prices as numeric(10, 2) dollars and the catalog
 * contract (src/api/catalog/catalog.ts) still shows them as dollars with two
 * decimals; everything that is bought (the cart, and later quotes, orders
 * and receipts) carries `Cents`, converted exactly in SQL (`price * 100` of a
 * numeric is exact), so no amount a learner pays ever passes through binary
 * floating point.
 */
import { Schema } from "effect"

export const CENTS_MESSAGE = "An amount must be a whole number of cents, 0 or more."

export const Cents = Schema.Number.check(Schema.isInt({ message: CENTS_MESSAGE }), Schema.isGreaterThanOrEqualTo(0, { message: CENTS_MESSAGE }))
export type Cents = typeof Cents.Type
