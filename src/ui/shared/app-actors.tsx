/**
 * The app-wide actors, handed to components by the composition root
 * (src/main.tsx). Components read snapshots with `useSelector` and send
 * events; they never create or provide machines themselves, so the same
 * components run against fakes in tests.
 */
import { useSelector } from "@xstate/react"
import { createContext, useContext, type ReactNode } from "react"
import type { ActorRefFrom } from "xstate"
import type { headerMachine } from "../../machines/shell/header.machine.ts"
import type { newsletterMachine } from "../../machines/shell/newsletter.machine.ts"
import { selectCartCounter, type sessionMachine } from "../../machines/account/session.machine.ts"
import type { siteContentMachine } from "../../machines/shell/site-content.machine.ts"

export type SiteContentActor = ActorRefFrom<typeof siteContentMachine>
export type HeaderActor = ActorRefFrom<typeof headerMachine>
export type NewsletterActor = ActorRefFrom<typeof newsletterMachine>
export type SessionActor = ActorRefFrom<typeof sessionMachine>

export interface AppActors {
  readonly siteContent: SiteContentActor
  readonly header: HeaderActor
  readonly newsletter: NewsletterActor
  /** The learner's session (systemId "session"). */
  readonly session: SessionActor
}

const AppActorsContext = createContext<AppActors | null>(null)

export function AppActorsProvider({ actors, children }: { readonly actors: AppActors; readonly children: ReactNode }) {
  return <AppActorsContext.Provider value={actors}>{children}</AppActorsContext.Provider>
}

function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext)
  if (actors === null) throw new Error("AppActorsProvider is missing: mount the app through src/main.tsx.")
  return actors
}

export const useSiteContent = (): SiteContentActor => useAppActors().siteContent
export const useHeaderActor = (): HeaderActor => useAppActors().header
export const useNewsletterActor = (): NewsletterActor => useAppActors().newsletter
export const useSessionActor = (): SessionActor => useAppActors().session

export interface Counters {
  readonly cart: number
  readonly wishlist: number
}

/** The header's cart and wishlist counts: the session's cartCounter (zero for a guest). */
export const useCounters = (): Counters => {
  const counts = useSelector(useSessionActor(), selectCartCounter)
  return { cart: counts.cartList, wishlist: counts.wishList }
}
