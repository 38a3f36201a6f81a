/**
 * /admin/coupons[/new|/<id>]: the coupons list (its search and
 * page in the address), the new-coupon form, or one coupon with its usage,
 * its switch and its form.
 */
import { useLocation, useSearch } from "wouter"
import { salesPaths, searchOf } from "../../domain/admin/sales-views.ts"
import { CouponEditor } from "../../ui/admin/sales/coupon-editor.tsx"
import { CouponsList } from "../../ui/admin/sales/coupons-list.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useAddressPage } from "../shared/use-address-page.ts"
import { AdminFrame } from "./admin-frame.tsx"

function Coupons({ title, id }: { readonly title: string; readonly id: string | undefined }) {
  const search = searchOf(useSearch())
  const paging = useAddressPage()
  const [, navigate] = useLocation()
  const today = new Date().toISOString().slice(0, 10)
  if (id === undefined) return <CouponsList title={title} search={search} paging={paging} onSearch={(next) => navigate(salesPaths.coupons(next))} />
  return <CouponEditor key={id} id={id === "new" ? null : id} title={title} today={today} />
}

export default function AdminCouponsScreen({ title, params }: ScreenProps) {
  return (
    <AdminFrame>
      <Coupons title={title} id={params.id} />
    </AdminFrame>
  )
}
