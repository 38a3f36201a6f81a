/**
 * Stands in for a screen that later work builds. It says plainly that the
 * screen is not there yet rather than showing made-up content.
 */
import { css } from "goober"
import { color, font, radius, shadow, space } from "../tokens.ts"
import { Link } from "./link.tsx"
import { PageHeading } from "./page-heading.tsx"

const panel = css`
  max-width: 640px;
  margin: ${space.xxxl} auto;
  padding: ${space.xxl};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.card};
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  & h1 { font-size: ${font.size.xl}; }
  & p { color: ${color.textMuted}; }
`

export function NotAvailableYet({ screen }: { readonly screen: string }) {
  return (
    <section className={panel} aria-labelledby="page-title">
      <PageHeading>{screen} is not available yet</PageHeading>
      <p>This part of the shop is still being built. Please check back soon.</p>
      <p>
        <Link href="/">Back to the home page</Link>
      </p>
    </section>
  )
}
