/**
 * Add to cart and Add to wishlist on exam and package pages. What pressing
 * them does comes from the wiring through the catalog's provider (the cart
 * actor). A coming-soon item has no Add to cart (it cannot be bought yet);
 * its wishlist stays, as a list of what the learner means to buy.
 */
import { css } from "goober"
import { CartIcon, HeartIcon } from "../shared/icons.tsx"
import { Button } from "../shared/primitives/button.tsx"
import { space } from "../shared/tokens.ts"
import { type ShopItem, useCatalogMachines } from "./catalog-machines.ts"

const row = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  & > * { width: 100%; }
`

export function CartControls({ item }: { readonly item: ShopItem }) {
  const { addToCart, addToWishlist } = useCatalogMachines()
  return (
    <div className={row}>
      {item.availability === "onSale" ? (
        <Button onPress={() => addToCart(item)}>
          <CartIcon size={18} />
          Add to cart
        </Button>
      ) : null}
      <Button variant="secondary" onPress={() => addToWishlist(item)}>
        <HeartIcon size={18} />
        Add to wishlist
      </Button>
    </div>
  )
}
