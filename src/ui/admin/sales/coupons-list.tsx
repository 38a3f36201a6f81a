/**
 * /admin/coupons: every coupon, newest first, a page at a time, narrowed by
 * a part of the code (?q=), each with its terms, its state now and its usage
 * so far (orders paid with it, what they took off).
 */
import { useState } from "react"
import type { AdminCoupon } from "../../../api/admin/admin-sales.ts"
import { COUPON_STATE_LABELS, couponTermsLine, couponUsesLine } from "../../../domain/admin/coupon-rules.ts"
import { dayText, money, salesPaths } from "../../../domain/admin/sales-views.ts"
import { PagedLinkList } from "../../shared/paged-link-list.tsx"
import { Link } from "../../shared/primitives/link.tsx"
import { NoResults } from "../../shared/primitives/no-results.tsx"
import { PageHeading } from "../../shared/primitives/page-heading.tsx"
import { pill, pillAttention, pillBad, pillGood, pillNeutral } from "../../shared/primitives/status-pill-styles.ts"
import { SubmitButton } from "../../shared/primitives/submit-button.tsx"
import { TextField } from "../../shared/primitives/text-field.tsx"
import { mutedText, panelClass } from "../../shared/signed-in/panel-styles.ts"
import { type PageControl, usePagedList } from "../../shared/use-resource.ts"
import { filterForm, headRow, metaClass, rowClass, rowsClass } from "./sales-styles.ts"
import { useSalesMachines } from "./use-sales-machines.ts"
import { UserText } from "../../shared/primitives/user-text.tsx"

export const COUPONS_PER_PAGE = 20

const TONE = { active: pillGood, scheduled: pillAttention, expired: pillNeutral, "used-up": pillNeutral, disabled: pillBad } as const

const datesLine = (coupon: AdminCoupon) =>
  coupon.validUntil === null ? `From ${dayText(coupon.validFrom)}, no end` : `${dayText(coupon.validFrom)} to ${dayText(coupon.validUntil)}`

function CouponRow({ coupon }: { readonly coupon: AdminCoupon }) {
  const { usage } = coupon
  return (
    <article className={rowClass} aria-label={`Coupon ${coupon.code}`}>
      <div className={headRow}>
        <Link href={salesPaths.coupon(coupon._id)}>
          <UserText>{coupon.code}</UserText>
        </Link>
        <span className={`${pill} ${TONE[coupon.state]}`}>{COUPON_STATE_LABELS[coupon.state]}</span>
      </div>
      <p>
        {coupon.couponType}: {couponTermsLine(coupon)}
      </p>
      <p className={metaClass}>
        {datesLine(coupon)} · {couponUsesLine(coupon.used, coupon.usageLimit)} · {usage.paidOrders} paid {usage.paidOrders === 1 ? "order" : "orders"},{" "}
        {money(usage.discountCents)} off in all
        {usage.refundedOrders > 0 ? ` · ${usage.refundedOrders} refunded` : ""}
      </p>
    </article>
  )
}

export function CouponsList({
  title,
  search,
  paging,
  onSearch
}: {
  readonly title: string
  readonly search: string
  readonly paging: PageControl
  readonly onSearch: (search: string) => void
}) {
  const list = usePagedList(useSalesMachines().coupons, search, COUPONS_PER_PAGE, paging)
  const [typed, setTyped] = useState(search)
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <div className={headRow}>
        <PageHeading>{title}</PageHeading>
        <Link variant="button" href={salesPaths.newCoupon}>
          New coupon
        </Link>
      </div>
      <form
        className={filterForm}
        role="search"
        aria-label="Find coupons"
        onSubmit={(event) => {
          event.preventDefault()
          onSearch(typed)
        }}
      >
        <TextField label="Code contains" value={typed} onChange={setTyped} error={null} />
        <SubmitButton variant="secondary">Find coupons</SubmitButton>
      </form>
      <PagedLinkList
        view={list}
        what="The coupons"
        loadingLabel="Loading the coupons"
        pastEnd={({ page, pages }) => (
          <p>
            There is no page {page}; the coupons fill {pages} {pages === 1 ? "page" : "pages"}.
          </p>
        )}
        empty={
          <NoResults title={search === "" ? "No coupons yet" : "No coupon matches"}>
            <p>{search === "" ? "Create the first one with New coupon." : `No coupon code contains "${search}".`}</p>
          </NoResults>
        }
        summary={({ page, pages, total }) => (
          <p className={mutedText} role="status">
            {total} {total === 1 ? "coupon" : "coupons"}
            {pages > 1 ? `, page ${page} of ${pages}` : ""}
          </p>
        )}
        listClassName={rowsClass}
        listLabel="Coupons"
        keyOf={(coupon) => coupon._id}
        renderItem={(coupon) => <CouponRow coupon={coupon} />}
        pagesLabel="Coupon pages"
        hrefOf={(page) => salesPaths.coupons(search, page)}
      />
    </section>
  )
}
