/**
 * A number an admin form sends: any finite number here, its
 * range being the rules' to judge field by field (with their own
 * sentences), and never the JSON codec's "Infinity", "-Infinity" or "NaN"
 * strings, which a bare Schema.Number takes in a request
 * (test/api/mistyped-numbers.test.ts reads every request of the contract).
 */
import { Schema } from "effect"

export const FormNumber = (field: string) => {
  const message = `${field} must be a number.`
  return Schema.Number.annotate({ message }).check(Schema.isFinite({ message }))
}
