/**
 * The whole React tree, the same in the browser (src/main.tsx) and on the
 * server (src/entry-server.tsx): hydration needs the server's tree to match
 * the browser's element for element, and `useId` (which keys the data a
 * server-rendered page embeds, ui/shared/page-data.tsx) depends on it.
 * Only the server passes a location (`ssrPath`, `ssrSearch`); the browser's
 * router reads the address bar.
 */
import { StrictMode, type ComponentType } from "react"
import type { ToastContainerProps } from "react-toastify"
import { Router } from "wouter"
import { type AreaSources, AreasProvider } from "../ui/shared/areas.tsx"
import { type PageData, PageDataProvider } from "../ui/shared/page-data.tsx"
import { type ToastDisplay, ToastOutlet } from "../ui/shared/toast-outlet.tsx"

export interface AppRootProps {
  readonly App: ComponentType
  readonly areas: AreaSources
  readonly pageData: PageData | null
  readonly toastOptions: ToastContainerProps
  /** Whether a toast was asked for yet: the toasts' container (and react-toastify) load then. */
  readonly toasts: ToastDisplay
  /** The server's request: its path and query (no leading "?"). */
  readonly ssrPath?: string
  readonly ssrSearch?: string
}

export function AppRoot({ App, areas, pageData, toastOptions, toasts, ssrPath, ssrSearch }: AppRootProps) {
  const location = ssrPath === undefined ? {} : { ssrPath, ssrSearch: ssrSearch ?? "" }
  return (
    <StrictMode>
      <PageDataProvider pageData={pageData}>
        <AreasProvider areas={areas}>
          <Router {...location}>
            <App />
          </Router>
        </AreasProvider>
        <ToastOutlet display={toasts} options={toastOptions} />
      </PageDataProvider>
    </StrictMode>
  )
}
