/** What the attempt screens show for an id the learner has no access to (unknown, or another learner's). */
import { css } from "goober"
import { myExamsPath } from "../../domain/attempt/attempt-paths.ts"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { NoResultsImage } from "../../ui/shared/primitives/no-results.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { color, space } from "../../ui/shared/tokens.ts"

const wrap = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.lg};
  padding: ${space.xxl} ${space.lg};
  text-align: center;
  & p { color: ${color.textMuted}; max-width: 48ch; }
`

export function AttemptNotFound({ what }: { readonly what: string }) {
  return (
    <section className={wrap} aria-labelledby="page-title">
      <NoResultsImage />
      <PageHeading>{what} not found</PageHeading>
      <p>It does not exist, or it belongs to another account.</p>
      <Link variant="button" href={myExamsPath("active")}>
        Go to My Exams
      </Link>
    </section>
  )
}
