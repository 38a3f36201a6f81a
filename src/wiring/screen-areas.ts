/**
 * Every screen area's machines, provided with services: the part of the
 * composition root that the browser (src/main.tsx) and the server's page
 * renderer (src/entry-server.tsx, issue 13) build the same way. Nothing here
 * starts an actor: screens start their own, and on the server only the
 * public pages' loaders run (against the server's own API, in process).
 *
 * The public screens' areas (sign-in and sign-up, the catalog, the content
 * pages) are built at once: their pages are rendered on the server and
 * hydrated. The signed-in screens' areas are LazyAreas (src/ui/shared/areas.tsx):
 * each one's wiring module is a chunk of its own, loaded through `loadChunk`
 * (a failure is a named chunk error, spec §8) the first time a screen asks
 * for it, so a public page's first JavaScript holds none of their machines.
 * Their wiring is given the runtime itself (loaded with the area): their
 * screens call at once. The public areas get the runtime as a source and
 * load it, with their calls, at their first call (lazy-runtime.ts).
 */
import type { RuntimeSource } from "../services/shared/lazy-runtime.ts"
import type { AppRuntime } from "../services/shared/runtime.ts"
import { type Areas, type LazyArea, lazyAreas } from "../ui/shared/areas.tsx"
import type { CartActor, SessionActor } from "../ui/shared/app-actors.ts"
import { makeAuthFlows } from "./auth-wiring.ts"
import { shopActions } from "./cart-wiring.ts"
import { makeCatalogMachines } from "./catalog-wiring.ts"
import { makeContentMachines } from "./content-wiring.ts"
import type { Notifiers } from "./notifiers.ts"

type PublicAreas = Pick<Areas, "auth" | "catalog" | "content">
type SignedInAreas = Pick<Areas, "profile" | "attempt" | "checkout" | "orders" | "helpdesk">

export type ScreenAreas = PublicAreas & { readonly [K in keyof SignedInAreas]: LazyArea<SignedInAreas[K]> }

/** Loads a code chunk (the browser's `loadChunk`: time-out and named failures; the server's: as it is). */
export type ChunkLoader = <T>(load: () => Promise<T>) => Promise<T>

export const makeScreenAreas = (
  runtime: RuntimeSource,
  notifiers: Notifiers,
  session: SessionActor,
  cart: CartActor,
  loadChunk: ChunkLoader
): ScreenAreas => {
  /** A signed-in area: its wiring module and the runtime, loaded together. */
  const withRuntime = <W, A>(load: () => Promise<W>, make: (wiring: W, app: AppRuntime) => A): Promise<A> =>
    Promise.all([loadChunk(load), runtime()]).then(([wiring, app]) => make(wiring, app))
  return {
    // Sign-in, sign-up, the password reset, the phone number and the one-time codes.
    auth: makeAuthFlows(runtime, notifiers, session),
    // The catalog's screens (home, categories, exams, packages): their loaders and actions.
    catalog: makeCatalogMachines(runtime, shopActions(cart, notifiers)),
    // The blog and the content pages: loaders, reactions (guests are asked to sign in), comment and contact forms.
    content: makeContentMachines(runtime, notifiers, session),
    ...lazyAreas<SignedInAreas>({
      // My Profile, Change Password and Notifications: saves hand the new profile to the session.
      profile: () => withRuntime(() => import("./profile-wiring.ts"), (wiring, app) => wiring.makeProfileMachines(app, notifiers, session)),
      // My Exams and the timed attempt: loaders, Start, and each attempt's calls, local save queue and navigation.
      attempt: () => withRuntime(() => import("./attempt-wiring.ts"), (wiring, app) => wiring.makeAttemptMachines(app, notifiers)),
      // The buying screens: each /cart screen's checkout (key in session storage), the guest's lines, the order and its receipt.
      checkout: () =>
        withRuntime(() => import("./checkout-wiring.ts"), (wiring, app) => wiring.makeCheckoutMachines(app, notifiers, cart, session)),
      // Transactions (orders, receipts, refunds) and My Packages: loaders, each order's refund, the PDF receipt.
      orders: () => withRuntime(() => import("./orders-wiring.ts"), (wiring, app) => wiring.makeOrdersMachines(app, notifiers)),
      // The helpdesk: each ticket's chat (history, the live event stream, the outbox kept in local storage), the lists, the desk.
      helpdesk: () => withRuntime(() => import("./helpdesk-wiring.ts"), (wiring, app) => wiring.makeHelpdeskMachines(app, notifiers))
    })
  }
}
