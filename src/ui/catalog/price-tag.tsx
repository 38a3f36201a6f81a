/**
 * A price as the learner reads it: the sale price with the old one struck
 * through and "n% off" while a sale runs. Screen readers hear "Sale price
 * $39.00, regular price $49.00", not two bare numbers. A coming-soon item's
 * price is its planned one, labelled so in words, with no sale wording: it
 * cannot be bought today, so nothing should read as an offer (ItemPrice).
 */
import { css } from "goober"
import type { Availability } from "../../api/catalog/catalog.ts"
import { percentOff } from "../../domain/catalog/percentage.ts"
import { effectivePrice, formatPrice, isOnSale, type Priced } from "../../domain/catalog/price.ts"
import { visuallyHidden } from "../shared/primitives/visually-hidden.ts"
import { color, font, radius, space } from "../shared/tokens.ts"

export type PriceSize = "md" | "lg"

const wrap = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space.xs} ${space.sm};
`

const now: Record<PriceSize, string> = {
  md: css`font-size: ${font.size.lg}; font-weight: ${font.weight.bold}; color: ${color.text};`,
  lg: css`font-size: ${font.size.xxl}; font-weight: ${font.weight.bold}; color: ${color.text}; line-height: 1.1;`
}

const was = css`
  color: ${color.textMuted};
  font-size: ${font.size.sm};
`

const plannedLabel = css`
  color: ${color.textMuted};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
`

const off = css`
  align-self: center;
  padding: ${space.xxs} ${space.sm};
  border-radius: ${radius.pill};
  background: ${color.badge};
  color: #fff;
  font-size: ${font.size.xs};
  font-weight: ${font.weight.bold};
`

export function PriceTag({
  item,
  size = "md",
  locale
}: {
  readonly item: Priced
  readonly size?: PriceSize
  /** The learner's locale; "en-US" by default (domain/price.ts). */
  readonly locale?: string
}) {
  if (!isOnSale(item)) {
    return (
      <div className={wrap}>
        <span className={visuallyHidden}>Price </span>
        <span className={now[size]}>{formatPrice(item.price, locale)}</span>
      </div>
    )
  }
  const sale = effectivePrice(item)
  return (
    <div className={wrap}>
      <span className={visuallyHidden}>Sale price </span>
      <span className={now[size]}>{formatPrice(sale, locale)}</span>
      <span className={visuallyHidden}>, regular price </span>
      <del className={was}>{formatPrice(item.price, locale)}</del>
      <span className={off}>{percentOff(item.price, sale)}% off</span>
    </div>
  )
}

/** A coming-soon item's price: "Planned price $49.00", the regular price, no sale. */
export function PlannedPrice({ item, size = "md", locale }: { readonly item: Priced; readonly size?: PriceSize; readonly locale?: string }) {
  return (
    <div className={wrap}>
      <span className={plannedLabel}>Planned price</span>
      <span className={now[size]}>{formatPrice(item.price, locale)}</span>
    </div>
  )
}

/** The price as the item's availability says: on sale, today's (PriceTag); coming soon, the planned one. */
export function ItemPrice({
  item,
  size = "md",
  locale
}: {
  readonly item: Priced & { readonly availability: Availability }
  readonly size?: PriceSize
  readonly locale?: string
}) {
  const props = { item, size, ...(locale === undefined ? {} : { locale }) }
  return item.availability === "onSale" ? <PriceTag {...props} /> : <PlannedPrice {...props} />
}
