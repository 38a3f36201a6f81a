import { describeCheckout } from "./support/checkout-suite.ts"
import { onPostgresServer } from "./support/on-postgres.ts"

await onPostgresServer("checkout", describeCheckout)
