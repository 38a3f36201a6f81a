/**
 * Addresses of the buying screens (spec §2 /cart and /wishlist; the checkout's
 * success page), built in one place so links, the checkout's navigation and
 * tests agree with the route table.
 */

export const CART_PATH = "/cart"

/** /checkout/success/{orderId}: the paid order with its receipt. */
export const checkoutSuccessPath = (orderId: string): string => `/checkout/success/${encodeURIComponent(orderId)}`

/** An item's overview page, where a cart line's name leads. */
export const itemOverviewPath = (item: { readonly kind: "exam" | "package"; readonly _id: string }, slug: string): string =>
  item.kind === "exam"
    ? `/exam-overview/${encodeURIComponent(slug)}/${encodeURIComponent(item._id)}`
    : `/package-overview/${encodeURIComponent(slug)}/${encodeURIComponent(item._id)}`

/** My Packages' first page (spec §2 /profile/package/active/{page}). */
export const MY_PACKAGES_PATH = "/profile/package/active/1"
