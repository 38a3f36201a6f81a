/**
 * The cart's half of the composition root.
 *
 * - The app-wide cart actor (systemId "cart") gets the cart calls, the
 *   guest's browser cart (local storage) and the toasts, and follows the
 *   session: signing in sends SIGNED_IN (the guest's items are merged and the
 *   merge's words shown), signing out SIGNED_OUT. Its `counts` are the
 *   header's badges (src/ui/shared/app-actors.ts useCounters): the cart
 *   actor is their one owner, so they change with every answer at once.
 * - The catalog's Add to cart / Add to wishlist send ADD to it (`shopActions`);
 *   what a press does (wait for the session's first check or the lists'
 *   first load, a guest's refusals and words) is the cart machine's.
 * - The buying screens' machines are in checkout-wiring.ts, a chunk loaded
 *   with the first of those screens.
 */
import { navigate } from "wouter/use-browser-location"
import { createActor } from "xstate"
import type { CartItem } from "../../api/cart/cart.ts"
import { signInPath } from "../../domain/account/auth-paths.ts"
import { isCheckingSession, isSignedIn } from "../../machines/account/session.machine.ts"
import { type AddPress, type CartChange, cartMachine } from "../../machines/cart/cart.machine.ts"
import type { KeyStore } from "../../services/cart/checkout-key-storage.ts"
import { clearGuestCart, type GuestCartStore, readGuestCartLater, writeGuestCart } from "../../services/cart/guest-cart-storage.ts"
import { browserFileSaver, type FileSaver } from "../../services/shared/file-saver.ts"
import { fromLazyEffect, type RuntimeSource } from "../../services/shared/lazy-runtime.ts"
import type { ShopActions, ShopItem } from "../../ui/catalog/catalog-machines.ts"
import type { CartActor } from "../../ui/shared/app-actors.ts"
import type { Notifiers } from "../shared/notifiers.ts"
import { inspected } from "../shared/flow-inspection.ts"
import { followSession, learnerOf, type SessionFeed } from "../shared/session-following.ts"
import { toastSignInLater } from "../shared/sign-in-toast.ts"

/** The page around the cart; the browser's by default, fakes in tests. */
export interface CartEnvironment {
  /** Local storage for the guest's cart. */
  readonly guestStore?: GuestCartStore
  /** Session storage for the pending payment's key. */
  readonly keyStore?: KeyStore
  readonly fileSaver: FileSaver
  readonly navigate: (to: string, options?: { readonly replace?: boolean }) => void
  /** The page the learner is on, path plus query. */
  readonly currentLocation: () => string
  /** Shows a guest `message` with a link to `signInHref`. */
  readonly askToSignIn: (message: string, signInHref: string) => void
  /** A new idempotency key (a random UUID). */
  readonly makeKey: () => string
  readonly now: () => number
}

export const browserCartEnvironment: CartEnvironment = {
  fileSaver: browserFileSaver,
  navigate: (to, options) => navigate(to, options),
  currentLocation: () => `${window.location.pathname}${window.location.search}`,
  askToSignIn: (message, href) => toastSignInLater(message, href),
  makeKey: () => crypto.randomUUID(),
  now: () => Date.now()
}

/** The cart calls, loaded with the first of them (a guest's cart is the browser's: none until sign-in). */
const cartCalls = () => import("../../services/cart/cart-calls.ts")

/**
 * The cart actor (systemId "cart"), started and following the session. What
 * a guest left in the browser is handed to it once read (GUEST_ITEMS_READ):
 * decoding it takes the contract's schema, which the page does not load
 * before it is interactive, and nothing is read when nothing is kept.
 */
export const startCart = (
  runtime: RuntimeSource,
  notifiers: Pick<Notifiers, "toastSuccess" | "toastInfo" | "reportFailure">,
  session: SessionFeed,
  environment: CartEnvironment = browserCartEnvironment
): CartActor => {
  const cart = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromLazyEffect(runtime, cartCalls, (calls) => calls.loadCart),
        changeCart: fromLazyEffect(runtime, cartCalls, (calls, change: CartChange) => calls.changeCart(change)),
        mergeCart: fromLazyEffect(runtime, cartCalls, (calls, input: { readonly items: ReadonlyArray<CartItem> }) => calls.mergeCart(input))
      },
      actions: {
        saveGuestCart: (_, params) => writeGuestCart(params.items, environment.guestStore),
        clearGuestCart: () => clearGuestCart(environment.guestStore),
        // The header reads the actor's counts itself (useCounters): nothing to copy anywhere.
        announceCounts: () => {},
        // The server's words: "Added to your cart.", or what a merge took and refused.
        notifySuccess: (_, params) => notifiers.toastSuccess(params.message),
        notifyInfo: (_, params) => notifiers.toastInfo(params.message),
        notifyFailure: (_, params) => notifiers.reportFailure(params.error),
        // Sign in, then back to the page the press was made on.
        askToSignIn: (_, params) => environment.askToSignIn(params.message, signInPath(environment.currentLocation()))
      }
    }),
    {
      ...inspected,
      systemId: "cart",
      input: { signedIn: isSignedIn(session.getSnapshot()), checkingSession: isCheckingSession(session.getSnapshot()) }
    }
  ).start()

  // Follow the session: a sign-in merges the guest's cart, a sign-out empties
  // what this tab shows, another account signed in over this one starts over;
  // a press held for the session's first check is made once it has answered.
  followSession(session, cart, {
    whom: (snapshot) => (isSignedIn(snapshot) ? (learnerOf(snapshot) ?? undefined) : null),
    signedIn: () => ({ type: "SIGNED_IN" }) as const,
    signedOut: { type: "SIGNED_OUT" },
    checked: { type: "SESSION_CHECKED" },
    startsFrom: "snapshot"
  })

  void readGuestCartLater(environment.guestStore).then((items) => {
    if (items.length > 0) cart.send({ type: "GUEST_ITEMS_READ", items })
  })
  return cart
}

const pressOf = (list: AddPress["list"], item: ShopItem): AddPress => ({
  type: "ADD",
  list,
  item: { kind: item.kind, _id: item._id } as CartItem,
  name: item.name,
  availability: item.availability
})

/** The presses, as events to the cart actor: what each does is the cart machine's (src/machines/cart/cart.machine.ts). */
export const shopActions = (cart: CartActor): ShopActions => ({
  addToCart: (item) => cart.send(pressOf("cart", item)),
  addToWishlist: (item) => cart.send(pressOf("wishlist", item))
})
