/**
 * The page frame of every screen except test-taking: skip link, header,
 * the screen in <main>, footer.
 *
 * Header and footer each sit in their own Suspense boundary, as the screen
 * does (app.tsx), though nothing in them suspends: on a page the server
 * rendered, React hydrates the root at once (one task, blocking) but each
 * boundary's server HTML later, in slices that give the main thread back
 * every few milliseconds, and a click inside a boundary not hydrated yet
 * hydrates it first and is then replayed (Total Blocking Time).
 */
import { css } from "goober"
import { type ReactNode, Suspense } from "react"
import { contentMaxWidth, space } from "../shared/tokens.ts"
import { SiteFooter } from "./site-footer.tsx"
import { SiteHeader } from "./site-header.tsx"
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link.tsx"

const mainClass = css`
  flex: 1;
  width: 100%;
  max-width: ${contentMaxWidth};
  margin: 0 auto;
  padding: ${space.xl} ${space.lg} ${space.xxxl};
  outline: none;
`

export function ShopLayout({ children }: { readonly children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Suspense fallback={null}>
        <SiteHeader />
      </Suspense>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={mainClass}>
        {children}
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </>
  )
}
