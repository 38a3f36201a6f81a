/**
 * A price as the learner reads it: the sale price with the old one struck
 * through and "n% off" while a sale runs. Screen readers hear "Sale price
 * $39.00, regular price $49.00", not two bare numbers.
 */
import { css } from "goober"
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

const off = css`
  align-self: center;
  padding: ${space.xxs} ${space.sm};
  border-radius: ${radius.pill};
  background: ${color.badge};
  color: #fff;
  font-size: ${font.size.xs};
  font-weight: ${font.weight.bold};
`

export function PriceTag({ item, size = "md", locale }: {
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
