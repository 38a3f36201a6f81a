/**
 * What the Add to cart and Add to wishlist controls say until the cart issue
 * makes them work: the learner is told plainly instead of nothing happening.
 */
export const CART_NOT_READY_MESSAGE = "Buying opens soon: the cart is not available yet."
export const WISHLIST_NOT_READY_MESSAGE = "Saving for later opens soon: the wishlist is not available yet."
