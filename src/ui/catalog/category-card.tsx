/**
 * A category: its name (the link to its exams, stretched over the card), a
 * line about it, how many exams, and — on the category list — each
 * sub-category as a link to the category's exams narrowed to it.
 */
import { css } from "goober"
import type { CategorySummary } from "../../api/catalog/catalog.ts"
import { categoryExamsPath, subCategoryExamsPath } from "../../domain/catalog/catalog-paths.ts"
import { ChevronRightIcon } from "../shared/icons.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { color, font, radius, space } from "../shared/tokens.ts"
import { cardSurface, mutedText, stretchedLink } from "./catalog-styles.ts"
import { counted } from "./wording.ts"

const head = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space.md};
  & svg { color: ${color.brand}; flex: none; margin-top: ${space.xxs}; }
`

const title = css`
  font-size: ${font.size.lg};
  font-weight: ${font.weight.semibold};
`

const count = css`
  align-self: flex-start;
  padding: ${space.xxs} ${space.sm};
  border-radius: ${radius.pill};
  background: ${color.brandTint};
  color: ${color.brand};
  font-size: ${font.size.xs};
  font-weight: ${font.weight.semibold};
`

const subList = css`
  list-style: none;
  margin: 0;
  padding: ${space.md} 0 0;
  border-top: 1px solid ${color.border};
  display: flex;
  flex-direction: column;
  gap: ${space.xxs};
  font-size: ${font.size.sm};
  & li { display: flex; justify-content: space-between; gap: ${space.md}; align-items: center; min-height: 32px; }
  & li > span:last-child { color: ${color.textMuted}; font-variant-numeric: tabular-nums; white-space: nowrap; }
  /* Above the stretched title link, so each stays its own target. */
  & a { position: relative; z-index: 1; }
`

export function CategoryCard({
  category,
  headingLevel = 3,
  withSubCategories = false
}: {
  readonly category: CategorySummary
  readonly headingLevel?: 2 | 3
  readonly withSubCategories?: boolean
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <article className={cardSurface}>
      <div className={head}>
        <Heading className={title}>
          <Link variant="plain" className={stretchedLink} href={categoryExamsPath(category)}>
            {category.name}
          </Link>
        </Heading>
        <ChevronRightIcon />
      </div>
      <p className={mutedText}>{category.description}</p>
      <span className={count}>{category.examCount === 0 ? "Exams coming soon" : counted(category.examCount, "exam")}</span>
      {withSubCategories && category.subCategories.length > 0 ? (
        <ul className={subList} aria-label={`${category.name} sub-categories`}>
          {category.subCategories.map((sub) => (
            <li key={sub._id}>
              {sub.examCount > 0 ? <Link href={subCategoryExamsPath(category, sub._id)}>{sub.name}</Link> : <span>{sub.name}</span>}
              <span>{sub.examCount === 0 ? "coming soon" : counted(sub.examCount, "exam")}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}
