/**
 * Every screen area's machines, provided with services: the part of the
 * composition root that the browser (src/main.tsx) and the server's page
 * renderer (src/entry-server.tsx, issue 13) build the same way. Nothing here
 * starts an actor: screens start their own, and on the server only the
 * public pages' loaders run (against the server's own API, in process).
 */
import type { AppRuntime } from "../services/shared/runtime.ts"
import type { Areas } from "../ui/shared/areas.tsx"
import type { CartActor, SessionActor } from "../ui/shared/app-actors.ts"
import { makeAttemptMachines } from "./attempt-wiring.ts"
import { makeAuthFlows } from "./auth-wiring.ts"
import { makeCheckoutMachines, shopActions } from "./cart-wiring.ts"
import { makeCatalogMachines } from "./catalog-wiring.ts"
import { makeContentMachines } from "./content-wiring.ts"
import { makeHelpdeskMachines } from "./helpdesk-wiring.ts"
import type { Notifiers } from "./notifiers.ts"
import { makeOrdersMachines } from "./orders-wiring.ts"
import { makeProfileMachines } from "./profile-wiring.ts"

export type ScreenAreas = Pick<Areas, "profile" | "auth" | "catalog" | "content" | "attempt" | "checkout" | "orders" | "helpdesk">

export const makeScreenAreas = (runtime: AppRuntime, notifiers: Notifiers, session: SessionActor, cart: CartActor): ScreenAreas => ({
  // My Profile, Change Password and Notifications: saves hand the new profile to the session.
  profile: makeProfileMachines(runtime, notifiers, session),
  // Sign-in, sign-up, the password reset, the phone number and the one-time codes.
  auth: makeAuthFlows(runtime, notifiers, session),
  // The catalog's screens (home, categories, exams, packages): their loaders and actions.
  catalog: makeCatalogMachines(runtime, shopActions(cart, notifiers)),
  // The blog and the content pages: loaders, reactions (guests are asked to sign in), comment and contact forms.
  content: makeContentMachines(runtime, notifiers, session),
  // My Exams and the timed attempt: loaders, Start, and each attempt's calls, local save queue and navigation.
  attempt: makeAttemptMachines(runtime, notifiers),
  // The buying screens: each /cart screen's checkout (key in session storage), the guest's lines, the order and its receipt.
  checkout: makeCheckoutMachines(runtime, notifiers, cart, session),
  // Transactions (orders, receipts, refunds) and My Packages: loaders, each order's refund, the PDF receipt.
  orders: makeOrdersMachines(runtime, notifiers),
  // The helpdesk: each ticket's chat (history, the live event stream, the outbox kept in local storage).
  helpdesk: makeHelpdeskMachines(runtime, notifiers)
})
