import { describeCart } from "./support/cart-suite.ts"
import { onPostgresServer } from "./support/on-postgres.ts"

await onPostgresServer("cart", describeCart)
