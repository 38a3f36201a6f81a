/**
 * The page frame of every screen except test-taking: skip link, header,
 * the screen in <main>, footer.
 */
import { css } from "goober"
import type { ReactNode } from "react"
import { contentMaxWidth, space } from "../tokens.ts"
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
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={mainClass}>
        {children}
      </main>
      <SiteFooter />
    </>
  )
}
