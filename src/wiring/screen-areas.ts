/**
 * Every screen area's machines, provided with services: the part of the
 * composition root that the browser (src/main.tsx) and the server's page
 * renderer (src/entry-server.tsx) build the same way. Nothing here
 * starts an actor: screens start their own, and on the server only the
 * public pages' loaders run (against the server's own API, in process).
 *
 * Only the catalog's area is built at once: the home page is the catalog's.
 * Every other area is a LazyArea (src/ui/shared/areas.tsx): its wiring
 * module is a chunk of its own, loaded through `loadChunk` (a failure is a
 * named chunk error, spec §8) the first time a screen asks for it, so the
 * home page's first JavaScript holds none of their machines. A public page
 * of such an area (sign-in, the blog, the policy pages) is rendered on the
 * server with it, and the page hints its chunk (`module`) beside the
 * screen's, so hydrating it does not wait for a second round trip.
 *
 * The public areas get the runtime as a source and load it, with their
 * calls, at their first call (lazy-runtime.ts). The signed-in areas' wiring
 * is given the runtime itself, loaded with the area: their screens call at once.
 */
import type { RuntimeSource } from "../services/shared/lazy-runtime.ts"
import type { AppRuntime } from "../services/shared/runtime.ts"
import { type Areas, LazyArea } from "../ui/shared/areas.tsx"
import type { CartActor, SessionActor } from "../ui/shared/app-actors.ts"
import { shopActions } from "./cart/cart-wiring.ts"
import { makeCatalogMachines } from "./catalog/catalog-wiring.ts"
import type { Notifiers } from "./shared/notifiers.ts"

type LazyAreas = Pick<Areas, "auth" | "content" | "profile" | "attempt" | "learning" | "checkout" | "orders" | "helpdesk" | "admin">

export type ScreenAreas = Pick<Areas, "catalog"> & { readonly [K in keyof LazyAreas]: LazyArea<LazyAreas[K]> }

/** Loads a code chunk (the browser's `loadChunk`: time-out and named failures; the server's: as it is). */
export type ChunkLoader = <T>(load: () => Promise<T>) => Promise<T>

export const makeScreenAreas = (runtime: RuntimeSource, notifiers: Notifiers, session: SessionActor, cart: CartActor, loadChunk: ChunkLoader): ScreenAreas => {
  /** A public area: its wiring module, loaded on first use. */
  const later = <W, A>(module: string, load: () => Promise<W>, make: (wiring: W) => A): LazyArea<A> => new LazyArea(module, () => loadChunk(load).then(make))
  /** A signed-in area: its wiring module and the runtime, loaded together. */
  const withRuntime = <W, A>(module: string, load: () => Promise<W>, make: (wiring: W, app: AppRuntime) => A): LazyArea<A> =>
    new LazyArea(module, () => Promise.all([loadChunk(load), runtime()]).then(([wiring, app]) => make(wiring, app)))
  return {
    // The catalog's screens (home, categories, exams, packages): their loaders and actions, and a coming-soon exam's Notify me.
    catalog: makeCatalogMachines(runtime, notifiers, shopActions(cart), { session }),
    // Sign-in, sign-up, the password reset, the phone number and the one-time codes.
    auth: later(
      "src/wiring/account/auth-wiring.ts",
      () => import("./account/auth-wiring.ts"),
      (wiring) => wiring.makeAuthFlows(runtime, notifiers, session)
    ),
    // The blog and the content pages: loaders, reactions (guests are asked to sign in), comment and contact forms.
    content: later(
      "src/wiring/content/content-wiring.ts",
      () => import("./content/content-wiring.ts"),
      (wiring) => wiring.makeContentMachines(runtime, notifiers, session)
    ),
    // My Profile, Change Password and Notifications: saves hand the new profile to the session.
    profile: withRuntime(
      "src/wiring/account/profile-wiring.ts",
      () => import("./account/profile-wiring.ts"),
      (wiring, app) => wiring.makeProfileMachines(app, notifiers, session)
    ),
    // My Exams and the timed attempt: loaders, Start, and each attempt's calls, local save queue and navigation.
    attempt: withRuntime(
      "src/wiring/attempt/attempt-wiring.ts",
      () => import("./attempt/attempt-wiring.ts"),
      (wiring, app) => wiring.makeAttemptMachines(app, notifiers)
    ),
    // The spaced review, readiness per objective and pacing: their loaders and the review session.
    learning: withRuntime(
      "src/wiring/learning/learning-wiring.ts",
      () => import("./learning/learning-wiring.ts"),
      (wiring, app) => wiring.makeLearningMachines(app, notifiers)
    ),
    // The buying screens: each /cart screen's checkout (key in session storage), the guest's lines, the order and its receipt.
    checkout: withRuntime(
      "src/wiring/cart/checkout-wiring.ts",
      () => import("./cart/checkout-wiring.ts"),
      (wiring, app) => wiring.makeCheckoutMachines(app, notifiers, cart, session)
    ),
    // Transactions (orders, receipts, refunds) and My Packages: loaders, each order's refund, the PDF receipt.
    orders: withRuntime(
      "src/wiring/cart/orders-wiring.ts",
      () => import("./cart/orders-wiring.ts"),
      (wiring, app) => wiring.makeOrdersMachines(app, notifiers)
    ),
    // The helpdesk: each ticket's chat (history, the live event stream, the outbox kept in local storage), the lists, the desk.
    helpdesk: withRuntime(
      "src/wiring/helpdesk/helpdesk-wiring.ts",
      () => import("./helpdesk/helpdesk-wiring.ts"),
      (wiring, app) => wiring.makeHelpdeskMachines(app, notifiers)
    ),
    // The operators' area: catalogue, question bank, coupons, orders and learners, content, the audit log.
    admin: withRuntime(
      "src/wiring/admin/admin-wiring.ts",
      () => import("./admin/admin-wiring.ts"),
      (wiring, app) => wiring.makeAdminMachines(app, notifiers)
    )
  }
}
