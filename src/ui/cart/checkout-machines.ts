/**
 * The buying screens' machines and actions, provided with their
 * real calls, storage and navigation by src/wiring/cart/cart-wiring.ts. The cart
 * and wishlist themselves are the app-wide cart actor (useCartActor in
 * src/ui/shared/app-actors.ts: the header's badges read it too); what is
 * here belongs to one screen at a time.
 */
import type { CartItem } from "../../api/cart/cart.ts"
import type { OrderSummary, PaymentCard } from "../../api/cart/checkout.ts"
import type { CardFields } from "../../domain/cart/card-fields.ts"
import type { GuestLine } from "../../domain/cart/guest-line.ts"
import type { checkoutMachine } from "../../machines/cart/checkout.machine.ts"
import type { receiptDownloadMachine } from "../../machines/cart/receipt-download.machine.ts"
import type { ResourceLogic } from "../../machines/shared/resource.machine.ts"
import { useArea } from "../shared/areas.tsx"

export interface OrderRequest {
  readonly orderId: string
}

export interface CheckoutMachines {
  /** The /cart screen's checkout (started with `pendingKey()`, stopped when the screen goes). */
  readonly checkout: typeof checkoutMachine
  /** The key of a payment a reload interrupted, for this learner, or null. */
  readonly pendingKey: () => string | null
  /** The card as the contract sends it (number and CVC Redacted), made when Pay is pressed. */
  readonly paymentCard: (fields: CardFields) => PaymentCard
  /** A guest's cart lines: names and prices from the public catalog. */
  readonly guestLines: ResourceLogic<ReadonlyArray<CartItem>, ReadonlyArray<GuestLine>>
  /** The success page's order. */
  readonly order: ResourceLogic<OrderRequest, OrderSummary>
  /** The success page's Download receipt: fetches the PDF and saves it; a failure is reported (spec §8). */
  readonly receiptDownload: typeof receiptDownloadMachine
}

declare module "../shared/areas.tsx" {
  interface Areas {
    readonly checkout: CheckoutMachines
  }
}

export const useCheckoutMachines = (): CheckoutMachines => useArea("checkout")
