import { describeCheckout } from "./support/checkout-suite.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"

await onBothDatabases("checkout", describeCheckout)
