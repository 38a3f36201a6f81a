/**
 * What the Add to cart and Add to wishlist controls say when the answer does
 * not come from the server: a guest's cart lives in the browser, a guest has
 * no wishlist, and a cart still loading takes no change.
 */
export const GUEST_ADDED_MESSAGE = "Added to your cart. Sign in to check out."
export const GUEST_ALREADY_IN_CART_MESSAGE = "This is already in your cart."
export const SIGN_IN_FOR_WISHLIST_MESSAGE = "Sign in to keep a wishlist."
export const CART_BUSY_MESSAGE = "Your cart is still loading. Please try again in a moment."
