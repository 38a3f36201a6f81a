/**
 * The catalog's half of the composition root: the generic resource and
 * paged-list machines get the catalog's loaders (a failed load goes to the
 * shared handler), the exam search box gets its navigation, the cart and
 * wishlist controls send to the cart actor (src/wiring/cart/cart-wiring.ts
 * shopActions), and a coming-soon exam's Notify me gets its calls, the
 * session it follows, the toasts, and, for a guest, the sign-in prompt that
 * brings them back (src/wiring/shared/sign-in-toast.ts) with their press kept in
 * the tab until they are (on-sale-alert-storage.ts).
 */
import { navigate } from "wouter/use-browser-location"
import { fromCallback } from "xstate"
import { signInPath } from "../../domain/account/auth-paths.ts"
import { examSearchPath } from "../../domain/catalog/catalog-paths.ts"
import { isKeptRequestFor, SIGN_IN_TO_BE_NOTIFIED } from "../../domain/catalog/on-sale-alert.ts"
import { isCheckingSession } from "../../machines/account/session.machine.ts"
import { examSearchMachine } from "../../machines/catalog/exam-search.machine.ts"
import { type OnSaleAlertEvent, onSaleAlertMachine, type OnSaleAlertRequest } from "../../machines/catalog/on-sale-alert.machine.ts"
import type { PageRequest } from "../../machines/shared/paged-list.machine.ts"
import { providePagedList } from "../../machines/shared/paged-list.machine.ts"
import { provideResource } from "../../machines/shared/resource.machine.ts"
import { forgetKeptRequest, keepRequest, type KeptRequestStore, readKeptRequest } from "../../services/catalog/on-sale-alert-storage.ts"
import { fromLazyEffect, type RuntimeSource } from "../../services/shared/lazy-runtime.ts"
import type { ByIdRequest, CatalogMachines, ExamFilter, ShopActions } from "../../ui/catalog/catalog-machines.ts"
import { learnerOf, type SessionFeed } from "../shared/session-following.ts"
import { type Notifiers, outcomeActions } from "../shared/notifiers.ts"
import { toastSignInLater } from "../shared/sign-in-toast.ts"

// Only the fields the filter sets: the contract's payload fields are optional, not nullable.
const examPayload = ({ page, perPage, filter }: PageRequest<ExamFilter>) => ({
  page,
  perPage,
  ...(filter.category === undefined ? {} : { category: filter.category }),
  ...(filter.subCategory === undefined ? {} : { subCategory: filter.subCategory }),
  ...(filter.searchString === undefined ? {} : { searchString: filter.searchString })
})

/** The catalog's calls, loaded with the first of them (a rendered page's loaders start from their snapshots). */
const catalogCalls = () => import("../../services/catalog/catalog-calls.ts")

/** Notify me's calls, loaded with the first of them (only a signed-in learner on a coming-soon exam makes any). */
const onSaleAlertCalls = () => import("../../services/catalog/on-sale-alert-calls.ts")

/** The page around Notify me; the browser's by default, fakes in tests. */
export interface CatalogEnvironment {
  /** The page the learner is on, path plus query. */
  readonly currentLocation: () => string
  /** Shows a guest `message` with a link to `signInHref`. */
  readonly askToSignIn: (message: string, signInHref: string) => void
  /** Session storage for a guest's kept press (the browser's when absent). */
  readonly keptRequests?: KeptRequestStore
  readonly now: () => number
}

export const browserCatalogEnvironment: CatalogEnvironment = {
  currentLocation: () => `${window.location.pathname}${window.location.search}`,
  askToSignIn: (message, href) => toastSignInLater(message, href),
  now: () => Date.now()
}

/**
 * Sends SIGNED_IN / SIGNED_OUT to Notify me whenever the session settles on
 * another learner or on a guest; nothing while it is still checking (a
 * learner's page would otherwise be a guest's for a moment).
 */
const followSession = (session: SessionFeed) =>
  fromCallback<OnSaleAlertEvent>(({ sendBack }) => {
    let last: string | null | undefined
    const follow = (snapshot: ReturnType<SessionFeed["getSnapshot"]>) => {
      if (isCheckingSession(snapshot)) return
      const learner = learnerOf(snapshot) ?? null
      if (learner === last) return
      last = learner
      sendBack({ type: learner === null ? "SIGNED_OUT" : "SIGNED_IN" })
    }
    follow(session.getSnapshot())
    const subscription = session.subscribe(follow)
    return () => subscription.unsubscribe()
  })

const provideOnSaleAlert = (
  runtime: RuntimeSource,
  session: SessionFeed,
  notifiers: Pick<Notifiers, "toastSuccess" | "reportFailure">,
  environment: CatalogEnvironment
) =>
  onSaleAlertMachine.provide({
    actors: {
      followSession: followSession(session),
      loadAlert: fromLazyEffect(runtime, onSaleAlertCalls, (calls, { examId }: OnSaleAlertRequest) => calls.loadAlert(examId)),
      askAlert: fromLazyEffect(runtime, onSaleAlertCalls, (calls, { examId }: OnSaleAlertRequest) => calls.askAlert(examId)),
      cancelAlert: fromLazyEffect(runtime, onSaleAlertCalls, (calls, { examId }: OnSaleAlertRequest) => calls.cancelAlert(examId))
    },
    actions: {
      keepRequest: (_, { examId }) => keepRequest({ examId, at: environment.now() }, environment.keptRequests),
      forgetRequest: (_, { examId }) => forgetKeptRequest(examId, environment.keptRequests),
      // The same prompt as the wishlist's: sign in, then back to this very page, where the kept press is made.
      askToSignIn: () => environment.askToSignIn(SIGN_IN_TO_BE_NOTIFIED, signInPath(environment.currentLocation())),
      ...outcomeActions(notifiers)
    },
    guards: {
      hasKeptRequest: ({ context }) => isKeptRequestFor(readKeptRequest(environment.keptRequests), context.examId, environment.now())
    }
  })

/** What Notify me needs besides the runtime and the toasts: the session it follows and the page. */
export interface OnSaleAlertDeps {
  readonly session: SessionFeed
  readonly environment?: CatalogEnvironment
}

export const makeCatalogMachines = (
  runtime: RuntimeSource,
  notifiers: Pick<Notifiers, "toastSuccess" | "reportFailure">,
  shop: ShopActions,
  alerts: OnSaleAlertDeps
): CatalogMachines => ({
  home: provideResource(
    fromLazyEffect(runtime, catalogCalls, (calls) => calls.loadHome),
    notifiers.reportFailure
  ),
  categories: provideResource(
    fromLazyEffect(runtime, catalogCalls, (calls) => calls.loadCategories),
    notifiers.reportFailure
  ),
  category: provideResource(
    fromLazyEffect(runtime, catalogCalls, (calls, { id }: ByIdRequest) => calls.loadCategory(id)),
    notifiers.reportFailure
  ),
  exams: providePagedList(
    fromLazyEffect(runtime, catalogCalls, (calls, request: PageRequest<ExamFilter>) => calls.loadExamPage(examPayload(request))),
    notifiers.reportFailure
  ),
  exam: provideResource(
    fromLazyEffect(runtime, catalogCalls, (calls, { id }: ByIdRequest) => calls.loadExam(id)),
    notifiers.reportFailure
  ),
  packages: providePagedList(
    fromLazyEffect(runtime, catalogCalls, (calls, { page, perPage }: PageRequest<null>) => calls.loadPackagePage({ page, perPage })),
    notifiers.reportFailure
  ),
  package: provideResource(
    fromLazyEffect(runtime, catalogCalls, (calls, { id }: ByIdRequest) => calls.loadPackage(id)),
    notifiers.reportFailure
  ),
  examSearch: examSearchMachine.provide({
    actions: {
      // Replace: Back leaves the results instead of replaying every pause in typing.
      showResults: (_, params) => navigate(examSearchPath(params.searchString), { replace: true })
    }
  }),
  onSaleAlert: provideOnSaleAlert(runtime, alerts.session, notifiers, alerts.environment ?? browserCatalogEnvironment),
  addToCart: shop.addToCart,
  addToWishlist: shop.addToWishlist
})
