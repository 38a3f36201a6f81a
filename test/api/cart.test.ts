import { describeCart } from "./support/cart-suite.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"

await onBothDatabases("cart", describeCart)
