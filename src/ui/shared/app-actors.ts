/**
 * The app-wide actors, started once by the composition root (src/main.tsx
 * through src/wiring/session-wiring.ts and shell-wiring.ts) and alive as
 * long as the page: the learner's session, and the shell every page shows
 * (menu and footer content, header search, newsletter box). Components read
 * snapshots with `useSelector` and send events.
 */
import { useSelector } from "@xstate/react"
import type { ActorRefFrom } from "xstate"
import type { headerMachine } from "../../machines/shell/header.machine.ts"
import type { newsletterMachine } from "../../machines/shell/newsletter.machine.ts"
import { selectCartCounter, type sessionMachine } from "../../machines/account/session.machine.ts"
import type { siteContentMachine } from "../../machines/shell/site-content.machine.ts"
import { useArea } from "./areas.tsx"

export type SiteContentActor = ActorRefFrom<typeof siteContentMachine>
export type HeaderActor = ActorRefFrom<typeof headerMachine>
export type NewsletterActor = ActorRefFrom<typeof newsletterMachine>
export type SessionActor = ActorRefFrom<typeof sessionMachine>

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
  }
}

export const useSessionActor = (): SessionActor => useArea("session")
export const useSiteContent = (): SiteContentActor => useArea("shell").siteContent
export const useHeaderActor = (): HeaderActor => useArea("shell").header
export const useNewsletterActor = (): NewsletterActor => useArea("shell").newsletter

export interface Counters {
  readonly cart: number
  readonly wishlist: number
}

/** The header's cart and wishlist counts: the session's cartCounter (zero for a guest). */
export const useCounters = (): Counters => {
  const counts = useSelector(useSessionActor(), selectCartCounter)
  return { cart: counts.cartList, wishlist: counts.wishList }
}
