/**
 * Server rendering of the public pages: the second composition
 * root. The server (server/platform/http/rendered-pages.ts) loads the BUILT
 * form of this file (`vite build --ssr`, dist-server/entry-server.js) and
 * talks to it through `createPageRenderer` only.
 *
 * A page is rendered with the same components, machines and services as in
 * the browser: the runtime's API client calls the server's own API through
 * the `fetch` the server hands in (in process, no socket), each screen's
 * loader actor runs and is waited for (ui/shared/page-data.tsx), and the
 * answer carries the HTML, the head, the CSS goober collected and the
 * snapshots the browser starts its actors from. Signed-in screens and the
 * test are not rendered here: the answer says "client" and the server sends
 * the app's empty page as before.
 */
import { Effect, Layer } from "effect"
import { MAX_PER_PAGE } from "./api/shared/paging.ts"
import { blogPostPath, categoryExamsPath, examOverviewPath, isCanonicalPath, packageOverviewPath } from "./domain/catalog/catalog-paths.ts"
import { FIXED_PUBLIC_PATHS, robotsTxt, type SiteMapEntry, siteMapXml } from "./domain/shell/site-map.ts"
import * as catalogCalls from "./services/catalog/catalog-calls.ts"
import * as contentCalls from "./services/content/content-calls.ts"
import { extractCss, setup as setupGoober } from "goober"
import { createElement } from "react"
import { prerenderToNodeStream } from "react-dom/static"
import { createActor, type AnyActorLogic, type AnyActorRef, waitFor } from "xstate"
import { sessionMachine } from "./machines/account/session.machine.ts"
import { cartMachine } from "./machines/cart/cart.machine.ts"
import { helpdeskUnreadMachine } from "./machines/helpdesk/helpdesk-unread.machine.ts"
import { createApp } from "./routes/app.tsx"
import { AppRoot } from "./routes/app-root.tsx"
import { headTags } from "./routes/head-tags.ts"
import { matchRoute } from "./routes/match-route.ts"
import { ROUTES } from "./routes/route-table.ts"
import { documentTitle } from "./routes/shared/document-title.ts"
import { ApiClient } from "./services/shared/api-client.ts"
import { readyRuntime } from "./services/shared/lazy-runtime.ts"
import { makeAppRuntime } from "./services/shared/runtime.ts"
import { TOAST_OPTIONS, Toasts } from "./services/shared/toasts.ts"
import { type AreaSources, startedAreas } from "./ui/shared/areas.tsx"
import { installGlobalStyles } from "./ui/shared/global-styles.ts"
import { type EmbeddedPageData, type PageHead, pageDataScript, type ServerPageData, type SessionStartAnswers } from "./ui/shared/page-data.tsx"
import { silentNotifiers } from "./wiring/shared/notifiers.ts"
import { makeScreenAreas } from "./wiring/screen-areas.ts"
import { startShell } from "./wiring/shell/shell-wiring.ts"

/** A page is rendered without toasts (none is asked for there): no toast container in its HTML, as in the browser's first render. */
const NO_TOASTS = { subscribe: () => () => {}, wanted: () => false }

/** How long a page waits for one loader before it is rendered loading (the browser then loads it itself). */
const LOADER_WAIT_MS = 5_000

export interface PageRendererOptions {
  /** The shop's public address (PUBLIC_URL), for canonical links and Open Graph. */
  readonly origin: string
  /** How the renderer reaches the API: the server's own handlers, in process. */
  readonly fetch: typeof globalThis.fetch
}

export interface PageRequest {
  readonly path: string
  /** The query without its "?" ("" when none). */
  readonly search: string
  /** Whether the request carries the `token` cookie: the header then shows the signed-in corner, as the browser will. */
  readonly hasTokenCookie: boolean
  /**
   * The session's start calls answered for this request (the server asks its own API), embedded for
   * the browser. Asked only for a page rendered here (a signed-in screen's address needs none);
   * undefined when they could not be answered (the browser then asks itself).
   */
  readonly sessionStart?: () => Promise<SessionStartAnswers | undefined>
}

export type PageAnswer =
  /** Not a public page: the server sends the app's empty page. */
  | { readonly kind: "client" }
  /** A stale address of a catalog page (an exam renamed): its canonical address. */
  | { readonly kind: "redirect"; readonly location: string }
  | {
      readonly kind: "page"
      readonly status: 200 | 404
      /** Title, description, canonical link, Open Graph and JSON-LD, as HTML. */
      readonly head: string
      /** The root element's content. */
      readonly body: string
      /** Every style goober has seen in this process (the same for every page, growing as screens are first rendered). */
      readonly css: string
      /** EmbeddedPageData in the script element the browser reads it from. */
      readonly dataScript: string
      /** The route's screen module (src/routes/…), whose chunks the page hints to the browser. */
      readonly screenModule: string
      /** The modules (src/wiring/…) of the lazy areas the page used, whose chunks it hints too. */
      readonly areaModules: ReadonlyArray<string>
    }

export interface PageRenderer {
  /** The route patterns rendered here, in the route table's order. */
  readonly renderedPatterns: ReadonlyArray<string>
  readonly render: (request: PageRequest) => Promise<PageAnswer>
  /** sitemap.xml: every public page, read through the API. */
  readonly siteMap: () => Promise<string>
  readonly robots: () => string
}

// goober on the server collects styles in a string instead of a style element.
setupGoober(createElement)
installGlobalStyles()
let styles = ""
const allStyles = (): string => {
  styles += extractCss()
  return styles
}

const renderToString = async (element: React.ReactElement): Promise<string> => {
  const { prelude } = await prerenderToNodeStream(element, {
    // One whole document: React would otherwise send a big boundary's content after a fallback,
    // swapped in by an inline script (which the page's Content-Security-Policy does not allow).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A component that throws is rendered by the browser instead (React sends the boundary's fallback);
    // the server says which and why.
    onError: (error) => console.error("Server rendering: a component failed; the browser renders it instead.", error)
  })
  const chunks: Array<Buffer> = []
  for await (const chunk of prelude) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer))
  return Buffer.concat(chunks).toString("utf8")
}

const settledWithin = (actor: AnyActorRef, isSettled: (snapshot: unknown) => boolean): Promise<void> =>
  waitFor(actor, isSettled, { timeout: LOADER_WAIT_MS }).then(
    () => undefined,
    () => undefined
  )

export const createPageRenderer = (options: PageRendererOptions): PageRenderer => {
  const appRuntime = makeAppRuntime(Layer.mergeAll(ApiClient.layerAt(options.origin, { fetch: options.fetch }), Toasts.layer))
  const runtime = readyRuntime(appRuntime)
  // No toasts on the server: a loader that fails while the page renders shows its inline state only.
  const notifiers = silentNotifiers
  // Chunks are modules already on disk here: no time-out, no chunk error names.
  const App = createApp((load) => load())

  const render = async (request: PageRequest): Promise<PageAnswer> => {
    const matched = matchRoute(ROUTES, request.path)
    if (matched === null || matched.route.rendered !== true) return { kind: "client" }
    const { route } = matched
    // Asked now, answered while the page renders. A failure (the server's own defect) only leaves
    // them out, as documented above: caught here at once, as the page awaits other work before them.
    const sessionStartAnswered = request.sessionStart?.().catch(() => undefined)

    // The app-wide actors as the browser has them before anything answered:
    // never started, except the menu and footer content, which the page shows.
    const session = createActor(sessionMachine, { input: { hasTokenCookie: request.hasTokenCookie } })
    const cart = createActor(cartMachine, { input: { signedIn: request.hasTokenCookie, guestItems: [] } })
    const shell = startShell(runtime, notifiers)
    const started: Array<AnyActorRef> = [shell.siteContent, shell.header, shell.newsletter]
    const areas: AreaSources = {
      session,
      shell,
      cart,
      helpdeskUnread: createActor(helpdeskUnreadMachine),
      // Lazy areas load when a rendered screen asks (sign-in, content pages); the page then hints their chunks.
      ...makeScreenAreas(runtime, notifiers, session, cart, (load) => load()),
      flows: { inspect: undefined },
      machineViewer: { watch: undefined }
    }

    const loaders = new Map<string, { readonly actor: AnyActorRef; readonly settled: Promise<void> }>()
    let head: PageHead = {
      title: documentTitle(route.title),
      ...(route.description === undefined ? {} : { description: route.description })
    }
    const pageData: ServerPageData = {
      mode: "server",
      actorFor: (key: string, logic: AnyActorLogic, input: unknown, isSettled: (snapshot: unknown) => boolean) => {
        const known = loaders.get(key)
        if (known !== undefined) return known
        const actor = createActor(logic, { input }).start()
        started.push(actor)
        const entry = { actor, settled: settledWithin(actor, isSettled) }
        loaders.set(key, entry)
        return entry
      },
      setHead: (next) => {
        head = next
      }
    }

    try {
      await settledWithin(shell.siteContent, (snapshot) => {
        const content = snapshot as ReturnType<typeof shell.siteContent.getSnapshot>
        return !content.matches({ menu: "loading" }) && !content.matches({ footer: "loading" })
      })
      const body = await renderToString(
        <AppRoot
          App={App}
          areas={areas}
          pageData={pageData}
          toastOptions={TOAST_OPTIONS}
          toasts={NO_TOASTS}
          ssrPath={request.path}
          ssrSearch={request.search}
        />
      )
      if (head.canonicalPath !== undefined && !isCanonicalPath(request.path, head.canonicalPath)) {
        // Percent-encoded: a slug may hold letters outside ASCII (an en dash), which a header cannot carry as they are.
        const target = new URL(request.search === "" ? head.canonicalPath : `${head.canonicalPath}?${request.search}`, "http://x")
        return { kind: "redirect", location: `${target.pathname}${target.search}` }
      }
      const screens: Record<string, unknown> = {}
      for (const [key, { actor }] of loaders) screens[key] = actor.getPersistedSnapshot()
      const used = startedAreas(areas)
      const sessionStart = await sessionStartAnswered
      const embedded: EmbeddedPageData = {
        siteContent: shell.siteContent.getPersistedSnapshot(),
        screens,
        ...(used.length === 0 ? {} : { areas: used.map((area) => area.key) }),
        ...(sessionStart === undefined ? {} : { sessionStart })
      }
      return {
        kind: "page",
        status: head.notFound === true ? 404 : 200,
        head: headTags(head, { origin: options.origin, path: request.path, search: request.search }),
        body,
        css: allStyles(),
        dataScript: pageDataScript(embedded),
        screenModule: `src/routes/${route.screen}`,
        areaModules: used.map((area) => area.module)
      }
    } finally {
      for (const actor of started) actor.stop()
    }
  }

  const siteMap = () => appRuntime.runPromise(siteMapEntries).then((entries) => siteMapXml(options.origin, entries))

  return {
    renderedPatterns: ROUTES.filter((route) => route.rendered === true).map((route) => route.path),
    render,
    siteMap,
    robots: () => robotsTxt(options.origin)
  }
}

/** Every page of a paged list, MAX_PER_PAGE at a time. */
const allPages = <A, E, R>(load: (page: number) => Effect.Effect<{ readonly docs: ReadonlyArray<A>; readonly total: number }, E, R>) =>
  Effect.gen(function* () {
    const items: Array<A> = []
    for (let page = 1; ; page++) {
      const result = yield* load(page)
      items.push(...result.docs)
      if (result.docs.length === 0 || items.length >= result.total) return items
    }
  })

/** The sitemap's entries: the fixed pages, then every category, exam, package and post. */
const siteMapEntries = Effect.gen(function* () {
  const [categories, exams, packages, posts] = yield* Effect.all(
    [
      catalogCalls.loadCategories,
      allPages((page) => catalogCalls.loadExamPage({ page, perPage: MAX_PER_PAGE })),
      allPages((page) => catalogCalls.loadPackagePage({ page, perPage: MAX_PER_PAGE })),
      allPages((page) => contentCalls.blogPage(page, MAX_PER_PAGE))
    ],
    { concurrency: "unbounded" }
  )
  const entries: ReadonlyArray<SiteMapEntry> = [
    ...FIXED_PUBLIC_PATHS.map((path) => ({ path })),
    ...categories.map((category) => ({ path: categoryExamsPath(category) })),
    ...exams.map((exam) => ({ path: examOverviewPath(exam) })),
    ...packages.map((pkg) => ({ path: packageOverviewPath(pkg) })),
    ...posts.map((post) => ({ path: blogPostPath(post), lastModified: post.publishedAt }))
  ]
  return entries
})
