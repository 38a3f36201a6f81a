/**
 * An exam in a list: badge or image, vendor and level, name (the link to its
 * overview, stretched over the card), code, a line about it, what the learner
 * gets and the price. A coming-soon exam says so in words, counts its tests
 * as planned with no question count (its bank does not hold them yet), and
 * shows its planned price.
 */
import { css } from "goober"
import type { ExamCard as ExamSummary } from "../../api/catalog/catalog.ts"
import { examOverviewPath } from "../../domain/catalog/catalog-paths.ts"
import { Link } from "../shared/primitives/link.tsx"
import { color, font, space } from "../shared/tokens.ts"
import { cardSurface, eyebrow, stretchedLink } from "./catalog-styles.ts"
import { ComingSoonTag } from "./coming-soon-tag.tsx"
import { ItemPrice } from "./price-tag.tsx"
import { ExamVisual } from "./vendor-badge.tsx"
import { counted } from "./wording.ts"

const head = css`
  display: flex;
  gap: ${space.md};
  align-items: center;
  & > div { display: flex; flex-direction: column; gap: ${space.xxs}; min-width: 0; }
`

const title = css`
  font-size: ${font.size.md};
  font-weight: ${font.weight.semibold};
  line-height: 1.35;
  overflow-wrap: anywhere;
`

const code = css`
  font-size: ${font.size.sm};
  color: ${color.textMuted};
  font-variant-numeric: tabular-nums;
`

const facts = css`
  font-size: ${font.size.sm};
  color: ${color.textMuted};
`

const description = css`
  color: ${color.text};
  font-size: ${font.size.sm};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`

const soonFacts = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
`

const foot = css`
  margin-top: auto;
  padding-top: ${space.md};
  border-top: 1px solid ${color.border};
`

export function ExamCard({ exam, headingLevel = 3 }: { readonly exam: ExamSummary; readonly headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <article className={cardSurface}>
      <div className={head}>
        <ExamVisual exam={exam} />
        <div>
          <p className={eyebrow}>
            {exam.vendor} · {exam.level}
          </p>
          <p className={code}>Exam code {exam.code}</p>
        </div>
      </div>
      <Heading className={title}>
        <Link variant="plain" className={stretchedLink} href={examOverviewPath(exam)}>
          {exam.name}
        </Link>
      </Heading>
      <p className={description}>{exam.shortDescription}</p>
      {exam.availability === "onSale" ? (
        <p className={facts}>
          {counted(exam.testCount, "practice test")} · {counted(exam.questionCount, "question")}
        </p>
      ) : (
        <p className={`${facts} ${soonFacts}`}>
          <ComingSoonTag /> {counted(exam.testCount, "practice test")} planned
        </p>
      )}
      <div className={foot}>
        <ItemPrice item={exam} />
      </div>
    </article>
  )
}
