/** Any path the route table does not know. */
import { css } from "goober"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { NoResultsImage } from "../../ui/shared/primitives/no-results.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { color, font, space } from "../../ui/shared/tokens.ts"
import type { ScreenProps } from "./screen-props.ts"

const wrap = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.lg};
  padding: ${space.xxxl} ${space.lg};
  text-align: center;
  & h1 { font-size: ${font.size.xxl}; }
  & p { color: ${color.textMuted}; max-width: 48ch; }
`

export default function NotFoundScreen({ title }: ScreenProps) {
  return (
    <section className={wrap} aria-labelledby="page-title">
      <NoResultsImage />
      <PageHeading>{title}</PageHeading>
      <p>We could not find the page you asked for. It may have moved, or the address may be mistyped.</p>
      <Link variant="button" href="/">
        Go to the home page
      </Link>
    </section>
  )
}
