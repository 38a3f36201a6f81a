/**
 * How a public page rendered on the server hands its data to the
 * browser, without the browser fetching it again.
 *
 * On the server (src/entry-server.tsx) each screen's loader actor is started
 * for real, the render waits (React's `use`) until it has settled, and its
 * snapshot is kept under a key: the place in the tree (`useId`, the same on
 * both sides by React's design) and the request. The page embeds those
 * snapshots; in the browser (src/main.tsx) the same hook finds its key and
 * starts its actor FROM that snapshot — in `ready`, with the data — so the
 * first render matches the server's HTML and no call is made. Once the
 * learner moves to another page, the embedded snapshots are forgotten and
 * screens load as before.
 *
 * The screen also tells the page its head (title, description, canonical
 * address, Open Graph, JSON-LD): the server writes it into the HTML, the
 * browser keeps document.title and the description in step on navigation.
 *
 * Components only call the hooks; the two implementations of `PageData`
 * live in the entry files.
 */
import { createContext, use, useContext, useEffect, useId, useSyncExternalStore, type ReactNode } from "react"
import type { Actor, AnyActorLogic, AnyActorRef, SnapshotFrom } from "xstate"
import { useFlowActor } from "./flow-actor.ts"

/** What a page says about itself, for search engines and link previews. */
export interface PageHead {
  /** document.title in full (see routes/shared/document-title.ts). */
  readonly title: string
  readonly description?: string
  /** The page's own address, without the origin; by default the address asked for. */
  readonly canonicalPath?: string
  /** Open Graph type: a product page is "product", a post "article". */
  readonly kind?: "website" | "article" | "product"
  readonly image?: string
  /** schema.org data for the page's canonical address (absolute), written as JSON-LD. */
  readonly structuredData?: (url: string) => object
  /** Answer 404 with the page (an unknown exam, post or address). */
  readonly notFound?: boolean
}

/** The server's side: actors started per request, and the head collected. */
export interface ServerPageData {
  readonly mode: "server"
  /**
   * The started actor for `key` (started at the first call, the same one
   * after), and one promise per key that resolves when it has settled.
   */
  readonly actorFor: (
    key: string,
    logic: AnyActorLogic,
    input: unknown,
    isSettled: (snapshot: unknown) => boolean
  ) => { readonly actor: AnyActorRef; readonly settled: Promise<void> }
  readonly setHead: (head: PageHead) => void
}

/** The browser's side: the snapshots the server embedded, for the page it rendered. */
export interface ClientPageData {
  readonly mode: "client"
  /** The embedded snapshot for `key`, while the page is still the one the server rendered. */
  readonly snapshotFor: (key: string) => unknown
  /** The learner moved on: later screens load their own data. */
  readonly forget: () => void
}

export type PageData = ServerPageData | ClientPageData

/** Where the server writes the page's data: a JSON script element with this id. */
export const PAGE_DATA_ELEMENT_ID = "page-data"

/** What a server-rendered page embeds: the shell's menu and footer, and each screen loader's snapshot by key. */
export interface EmbeddedPageData {
  readonly siteContent: unknown
  readonly screens: Readonly<Record<string, unknown>>
  /** The lazy areas (ui/shared/areas.tsx) the page was rendered with: the browser starts loading them before hydrating. */
  readonly areas?: ReadonlyArray<string>
  /** The session's start calls as the server answered them for this very request (absent from pages rendered before). */
  readonly sessionStart?: SessionStartAnswers
}

/**
 * What the session asks when it starts (spec §4 login-success, spec §2 the
 * visitor's country), answered by the server while it renders the page for
 * the same request: the browser takes these answers instead of asking again
 * (a guest's first page then runs no API call at all).
 */
export interface SessionStartAnswers {
  /**
   * True when the request carried neither the session cookie nor the token
   * cookie: login-success could only answer 401 (a guest). False: the
   * browser asks login-success itself, as it always did.
   */
  readonly guest: boolean
  /** GET /public/getLocationByIp's `data.country` for the request's address. */
  readonly country: string | null
}

/**
 * The page's data as the element the browser reads it from (written here, beside
 * the id it is found by): JSON with "<" escaped, so no text in it can close the element.
 */
export const pageDataScript = (data: EmbeddedPageData): string =>
  `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`

/** The browser's PageData over what the server embedded (null when the page was not rendered there). */
export const clientPageData = (embedded: EmbeddedPageData | null): ClientPageData | null => {
  if (embedded === null) return null
  let screens: Readonly<Record<string, unknown>> = embedded.screens
  return {
    mode: "client",
    snapshotFor: (key) => screens[key],
    forget: () => {
      screens = {}
    }
  }
}

const PageDataContext = createContext<PageData | null>(null)

export function PageDataProvider({ pageData, children }: { readonly pageData: PageData | null; readonly children: ReactNode }) {
  return <PageDataContext.Provider value={pageData}>{children}</PageDataContext.Provider>
}

export const usePageData = (): PageData | null => useContext(PageDataContext)

/** Stable for equal values: route params arrive as new objects on every render. */
export const keyOf = (value: unknown): string => JSON.stringify(value) ?? ""

/**
 * A screen's own loader actor: started on the server and waited for, or in
 * the browser started from the server's snapshot when there is one (else
 * from `input`, loading as usual). `isSettled` says when the server may
 * render it (it has left its loading state).
 */
export function usePreloadedActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  input: unknown,
  isSettled: (snapshot: SnapshotFrom<TLogic>) => boolean
): Actor<TLogic> {
  const key = `${useId()}${keyOf(input)}`
  const pageData = usePageData()
  if (pageData?.mode === "server") {
    const { actor, settled } = pageData.actorFor(key, logic, input, isSettled as (snapshot: unknown) => boolean)
    // Suspends this render until the data is there; React renders again then. Called on every render,
    // with the same promise per key: React pairs `use` calls by their order in the component, so
    // skipping a settled one would hand the next loader the previous (already settled) promise.
    use(settled)
    return actor as Actor<TLogic>
  }
  const snapshot = pageData?.snapshotFor(key)
  // useFlowActor's options are typed per logic; these (input, or input and a restored snapshot) fit any
  // logic that takes an input, which every caller's does, hence the cast to a plain signature.
  const start = useFlowActor as (logic: TLogic, options: object) => Actor<TLogic>
  return start(logic, snapshot === undefined ? { input } : { input, snapshot })
}

/**
 * Tells the page its head: on the server into the HTML; in the browser the
 * title, description and canonical link follow the screen on view.
 */
export function usePageHead(head: PageHead | null): void {
  const pageData = usePageData()
  if (pageData?.mode === "server" && head !== null) pageData.setHead(head)
  const title = head?.title ?? null
  const description = head?.description ?? null
  const canonicalPath = head?.canonicalPath ?? null
  useEffect(() => {
    if (title === null) return
    document.title = title
    if (description !== null) document.querySelector('meta[name="description"]')?.setAttribute("content", description)
    const canonical = document.querySelector('link[rel="canonical"]')
    if (canonical !== null) {
      canonical.setAttribute("href", new URL(canonicalPath ?? window.location.pathname, window.location.origin).href)
    }
  }, [title, description, canonicalPath])
}

const noSubscription = () => () => {}

/**
 * False on the server and while the browser hydrates, true after: what only
 * the browser knows (the guest's cart in local storage, live counts) shows
 * once the page is hydrated, so the first render matches the server's HTML.
 */
export const useIsHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false
  )
