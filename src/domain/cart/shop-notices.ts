/**
 * What the Add to cart and Add to wishlist controls say when the answer does
 * not come from the server: a guest's cart lives in the browser, a guest has
 * no wishlist, and a cart still loading takes no change.
 */
export const GUEST_ADDED_MESSAGE = "Added to your cart. Sign in to check out."
export const GUEST_ALREADY_IN_CART_MESSAGE = "This is already in your cart."
export const SIGN_IN_FOR_WISHLIST_MESSAGE = "Sign in to keep a wishlist."
/**
 * Why a coming-soon item cannot go in the cart (src/domain/catalog/availability.ts):
 * the server's refusal and the guest's cart, which refuses it at the press, say the same.
 */
export const comingSoonMessage = (kind: "exam" | "package", name: string): string =>
  kind === "exam"
    ? `"${name}" is coming soon: its practice tests are not ready yet, so it cannot be bought. Press Notify me on its page to hear when it goes on sale.`
    : `"${name}" is coming soon: not every exam in it is on sale yet, so it cannot be bought. Add it to your wishlist to keep it in view.`

export const CART_BUSY_MESSAGE = "Your cart is still loading. Please try again in a moment."
