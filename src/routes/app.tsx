/**
 * The app: route table → lazy screens inside the right frame.
 *
 * Screens are lazy chunks loaded through the `loadChunk` the composition root
 * passes in (the services layer owns the 120 s time-out and the chunk error
 * names; routes may not import services). On every location change the
 * header is told (closing its menus and search bar), the new screen's
 * heading takes focus and document.title follows the screen.
 */
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, type ComponentType, type LazyExoticComponent } from "react"
import { RouterProvider } from "react-aria-components"
import { Route, Switch, useLocation, useSearch } from "wouter"
import { useHeaderActor } from "../ui/shared/app-actors.ts"
import { usePageData } from "../ui/shared/page-data.tsx"
import { ShopLayout } from "../ui/shell/shop-layout.tsx"
import { TestLayout } from "../ui/shell/test-layout.tsx"
import { RouteFocusContext } from "../ui/shared/primitives/page-heading.tsx"
import { Spinner } from "../ui/shared/primitives/spinner.tsx"
import { ChunkErrorBoundary } from "./chunk-error-boundary.tsx"
import { documentTitle } from "./shared/document-title.ts"
import { layoutForPath } from "./layout-for-path.ts"
import { loadNotFound, ROUTES, type ScreenModule } from "./route-table.ts"
import { NOT_FOUND_TITLE, type ScreenProps } from "./shared/screen-props.ts"

/** Loads a code chunk, failing with a named chunk error (src/services/lazy-route.ts). */
export type ChunkLoader = <T>(load: () => Promise<T>) => Promise<T>

type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>

/**
 * What remounts the screen: its path — except on the test screen, whose
 * address follows the current question (/test/{attemptId}/{sectionId}/
 * {qsnId}) while the attempt stays one screen with one running actor.
 */
const screenKey = (pathname: string): string => (layoutForPath(pathname) === "test" ? pathname.split("/").slice(0, 3).join("/") : pathname)

function ScreenFrame({ Screen, title, params }: { readonly Screen: LazyScreen; readonly title: string; readonly params: ScreenProps["params"] }) {
  // A layout effect: it runs before the screen's own effects, so a screen that
  // knows its title at once (data the server embedded) sets it after this one.
  useLayoutEffect(() => {
    document.title = documentTitle(title)
  }, [title])
  return <Screen title={title} params={params} />
}

/** Builds the app component once, with its lazy screens, for the given chunk loader. */
export function createApp(loadChunk: ChunkLoader): ComponentType {
  const lazyScreen = (load: () => Promise<ScreenModule>): LazyScreen => lazy(() => loadChunk(load))
  const screens = ROUTES.map((route) => ({ ...route, Screen: lazyScreen(route.load) }))
  const NotFound = lazyScreen(loadNotFound)

  return function App() {
    const [pathname, navigate] = useLocation()
    const search = useSearch()
    const header = useHeaderActor()
    const locationKey = search === "" ? pathname : `${pathname}?${search}`

    // After the first location change, screens move focus to their heading.
    // A new query on the same path (search as you type, a filter) is not a new screen.
    const firstPath = useRef(pathname)
    const navigated = useRef(false)
    if (pathname !== firstPath.current) navigated.current = true

    // Data a server-rendered page embedded belongs to that page only.
    const pageData = usePageData()
    const firstLocation = useRef(locationKey)
    useEffect(() => {
      header.send({ type: "NAVIGATED" })
      if (locationKey !== firstLocation.current && pageData?.mode === "client") pageData.forget()
    }, [header, locationKey, pageData])

    const Layout = layoutForPath(pathname) === "test" ? TestLayout : ShopLayout

    return (
      <RouterProvider navigate={(to) => navigate(to)}>
        <RouteFocusContext.Provider value={navigated.current}>
          <Layout>
            {/* Keyed by path only: a new query (search as you type, a filter)
                must not remount the screen and take focus from its controls. */}
            <ChunkErrorBoundary key={screenKey(pathname)}>
              <Suspense fallback={<Spinner />}>
                <Switch>
                  {screens.map(({ path, title, Screen }) => (
                    <Route key={path} path={path}>
                      {(params) => <ScreenFrame Screen={Screen} title={title} params={params} />}
                    </Route>
                  ))}
                  <Route>
                    <ScreenFrame Screen={NotFound} title={NOT_FOUND_TITLE} params={{}} />
                  </Route>
                </Switch>
              </Suspense>
            </ChunkErrorBoundary>
          </Layout>
        </RouteFocusContext.Provider>
      </RouterProvider>
    )
  }
}
