/**
 * The app-wide actors, started once by the composition root (src/main.tsx
 * through src/wiring/account/session-wiring.ts, shell-wiring.ts and cart-wiring.ts)
 * and alive as long as the page: the learner's session, the shell every
 * page shows (menu and footer content, header search, newsletter box), the
 * cart (lines, wishlist and the counts the header's badges show) and the
 * helpdesk's unread count.
 * Components read snapshots with `useSelector` and send events.
 */
import { useSelector } from "@xstate/react"
import type { Actor, ActorRefFrom } from "xstate"
import type { headerMachine } from "../../machines/shell/header.machine.ts"
import type { NewsletterForm } from "../../api/shell/visitor.ts"
import type { FormLogic } from "../../machines/shared/form.machine.ts"
import type { sessionMachine } from "../../machines/account/session.machine.ts"
import { type cartMachine, selectCartCounts } from "../../machines/cart/cart.machine.ts"
import { type helpdeskUnreadMachine, selectUnreadTickets } from "../../machines/helpdesk/helpdesk-unread.machine.ts"
import type { siteContentMachine } from "../../machines/shell/site-content.machine.ts"
import { useArea } from "./areas.tsx"
import { useIsHydrated } from "./page-data.tsx"

export type SiteContentActor = ActorRefFrom<typeof siteContentMachine>
export type HeaderActor = ActorRefFrom<typeof headerMachine>
/** The footer's newsletter form, as its Schema in the contract declares it. */
export type NewsletterValues = typeof NewsletterForm.Encoded
export type NewsletterActor = Actor<FormLogic<NewsletterValues>>
export type SessionActor = ActorRefFrom<typeof sessionMachine>
export type CartActor = ActorRefFrom<typeof cartMachine>
export type HelpdeskUnreadActor = ActorRefFrom<typeof helpdeskUnreadMachine>

/** What every page's header, menus and footer show and do. */
export interface ShellActors {
  readonly siteContent: SiteContentActor
  readonly header: HeaderActor
  readonly newsletter: NewsletterActor
}

declare module "./areas.tsx" {
  interface Areas {
    /** The learner's session (systemId "session"). */
    readonly session: SessionActor
    readonly shell: ShellActors
    /** The cart and wishlist (systemId "cart"): the one owner of the badges' counts. */
    readonly cart: CartActor
    /** The learner's tickets with unread replies (systemId "helpdeskUnread"), live: the header's helpdesk badge. */
    readonly helpdeskUnread: HelpdeskUnreadActor
  }
}

export const useSessionActor = (): SessionActor => useArea("session")
export const useSiteContent = (): SiteContentActor => useArea("shell").siteContent
export const useHeaderActor = (): HeaderActor => useArea("shell").header
export const useNewsletterActor = (): NewsletterActor => useArea("shell").newsletter
export const useCartActor = (): CartActor => useArea("cart")

/** How many of the signed-in learner's tickets hold a reply they have not read (0 for guests and agents). */
export const useHelpdeskUnreadCount = (): number => {
  const count = useSelector(useArea("helpdeskUnread"), selectUnreadTickets)
  // Only the browser knows it: none on a server-rendered page until it is live (ui/shared/page-data.tsx).
  return useIsHydrated() ? count : 0
}

export interface Counters {
  readonly cart: number
  readonly wishlist: number
}

/**
 * The header's cart and wishlist counts: the cart actor's (spec §3
 * cartCounter). It is their one owner: every answer of the server replaces
 * them, and a guest's count is the browser cart's, so the badges change at
 * once wherever the cart changed.
 */
export const useCounters = (): Counters => {
  const counts = useSelector(useCartActor(), selectCartCounts)
  // A guest's counts come from the browser's storage: none on a server-rendered page until it is live.
  const hydrated = useIsHydrated()
  return hydrated ? { cart: counts.cartList, wishlist: counts.wishList } : { cart: 0, wishlist: 0 }
}
