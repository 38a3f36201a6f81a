/**
 * The frame for test-taking screens (spec §2: no header or footer when the
 * first path segment is "test"), so nothing competes with the questions.
 */
import { css } from "goober"
import type { ReactNode } from "react"
import { color, space } from "../shared/tokens.ts"
import { MAIN_CONTENT_ID } from "./skip-link.tsx"

const mainClass = css`
  flex: 1;
  width: 100%;
  padding: ${space.xl} ${space.lg};
  background: ${color.surface};
  outline: none;
`

export function TestLayout({ children }: { readonly children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={mainClass} data-layout="test">
      {children}
    </main>
  )
}
