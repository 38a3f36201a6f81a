/**
 * One line of the cart or the wishlist as the server answered it: the name
 * (leading to its overview), what it grants and which of those exams the
 * learner already holds, the price (a sale price with the regular one
 * struck), and its actions (Remove, and moving it to the other list).
 */
import type { CartLine } from "../../api/cart/cart.ts"
import { itemOverviewPath } from "../../domain/cart/cart-paths.ts"
import { formatCents } from "../../domain/cart/money.ts"
import { Button } from "../shared/primitives/button.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { visuallyHidden } from "../shared/primitives/visually-hidden.ts"
import { examList, lineActions, lineCard, muted, priceBox, tag, warnTag } from "./cart-styles.ts"

export function LinePrice({ priceCents, salePriceCents }: { readonly priceCents: number; readonly salePriceCents: number | null }) {
  if (salePriceCents === null) {
    return (
      <div className={priceBox}>
        <strong>
          <span className={visuallyHidden}>Price </span>
          {formatCents(priceCents)}
        </strong>
      </div>
    )
  }
  return (
    <div className={priceBox}>
      <strong>
        <span className={visuallyHidden}>Sale price </span>
        {formatCents(salePriceCents)}
      </strong>
      <del>
        <span className={visuallyHidden}>regular price </span>
        {formatCents(priceCents)}
      </del>
    </div>
  )
}

export function CartLineItem({
  line,
  isBusy,
  onRemove,
  onMove
}: {
  readonly line: CartLine
  readonly isBusy: boolean
  readonly onRemove: () => void
  readonly onMove: () => void
}) {
  const headingId = `line-${line._id}`
  const moveLabel = line.list === "cart" ? "Move to wishlist" : "Move to cart"
  return (
    <article className={lineCard} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId}>
          <Link variant="plain" href={itemOverviewPath(line.item, line.slug)}>
            {line.name}
          </Link>
        </h2>
        <p className={muted}>
          {line.item.kind === "exam" ? "Exam" : "Package"} · {line.vendor} · {line.validityDays} days of access
        </p>
        {line.owned ? (
          <p>
            <span className={warnTag}>You already own this</span>
          </p>
        ) : null}
        {line.comingSoon && line.list === "cart" ? (
          <p>
            <span className={warnTag}>Not on sale now (coming soon): it cannot be paid for. Move it to your wishlist or remove it to check out.</span>
          </p>
        ) : null}
        {line.comingSoon && line.list === "wishlist" ? (
          <p>
            <span className={warnTag}>Coming soon: not for sale yet</span>
          </p>
        ) : null}
        {line.item.kind === "package" && line.exams.length > 0 ? (
          <ul className={examList} aria-label={`Exams in ${line.name}`}>
            {line.exams.map((exam) => (
              <li key={exam._id}>
                {exam.name} <span className={muted}>({exam.code})</span>
                {exam.owned ? <span className={tag}>Owned</span> : null}
                {exam.comingSoon ? <span className={tag}>Coming soon</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <LinePrice priceCents={line.priceCents} salePriceCents={line.salePriceCents} />
      <div className={lineActions}>
        <Button variant="secondary" isDisabled={isBusy} onPress={onMove} aria-label={`${moveLabel}: ${line.name}`}>
          {moveLabel}
        </Button>
        <Button variant="quiet" isDisabled={isBusy} onPress={onRemove} aria-label={`Remove ${line.name}`}>
          Remove
        </Button>
      </div>
    </article>
  )
}
