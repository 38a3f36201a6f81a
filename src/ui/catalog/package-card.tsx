/**
 * A package in a list: badge or image, name (the link to its overview,
 * stretched over the card), a line about it, how many exams and how long,
 * the price and what it saves against buying the exams one by one. A
 * coming-soon package (one of its exams is) says so in words and shows its
 * planned price, without the savings: nothing here can be bought yet.
 */
import { css } from "goober"
import type { PackageCard as PackageSummary } from "../../api/catalog/catalog.ts"
import { packageOverviewPath } from "../../domain/catalog/catalog-paths.ts"
import { formatPrice, packageSavings } from "../../domain/catalog/price.ts"
import { Link } from "../shared/primitives/link.tsx"
import { color, font, space } from "../shared/tokens.ts"
import { cardSurface, eyebrow, stretchedLink } from "./catalog-styles.ts"
import { ComingSoonTag } from "./coming-soon-tag.tsx"
import { ItemPrice } from "./price-tag.tsx"
import { PackageVisual } from "./vendor-badge.tsx"
import { accessPeriod, counted } from "./wording.ts"

const head = css`
  display: flex;
  gap: ${space.md};
  align-items: flex-start;
  & > div { display: flex; flex-direction: column; gap: ${space.xxs}; min-width: 0; }
`

const title = css`
  font-size: ${font.size.lg};
  font-weight: ${font.weight.semibold};
  line-height: 1.3;
  overflow-wrap: anywhere;
`

const description = css`
  font-size: ${font.size.sm};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`

const facts = css`
  font-size: ${font.size.sm};
  color: ${color.textMuted};
`

const foot = css`
  margin-top: auto;
  padding-top: ${space.md};
  border-top: 1px solid ${color.border};
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space.xs} ${space.md};
`

export const savingsText = css`
  color: ${color.success};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
`

export function PackageCard({ pkg, headingLevel = 3 }: { readonly pkg: PackageSummary; readonly headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3"
  const onSale = pkg.availability === "onSale"
  const savings = onSale ? packageSavings(pkg) : 0
  return (
    <article className={cardSurface}>
      <div className={head}>
        <PackageVisual pkg={pkg} />
        <div>
          <p className={eyebrow}>Package · {counted(pkg.examCount, "exam")}</p>
          <Heading className={title}>
            <Link variant="plain" className={stretchedLink} href={packageOverviewPath(pkg)}>
              {pkg.name}
            </Link>
          </Heading>
        </div>
      </div>
      <p className={description}>{pkg.shortDescription}</p>
      {onSale ? (
        <p className={facts}>
          {accessPeriod(pkg.validityDays)} · {formatPrice(pkg.separatePrice)} if bought separately
        </p>
      ) : (
        <p className={facts}>
          <ComingSoonTag /> {accessPeriod(pkg.validityDays)}
        </p>
      )}
      <div className={foot}>
        <ItemPrice item={pkg} />
        {savings > 0 ? <span className={savingsText}>You save {formatPrice(savings)}</span> : null}
      </div>
    </article>
  )
}
