/**
 * /admin/orders[/<id>]: the orders search (its filter and page in
 * the address) or one order with its payment, receipt and refund.
 */
import { useLocation, useSearch } from "wouter"
import { orderFilterOf, salesPaths } from "../../domain/admin/sales-views.ts"
import { OrderDetail } from "../../ui/admin/sales/order-detail.tsx"
import { OrdersList } from "../../ui/admin/sales/orders-list.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useAddressPage } from "../shared/use-address-page.ts"
import { AdminFrame } from "./admin-frame.tsx"

function Orders({ title, id }: { readonly title: string; readonly id: string | undefined }) {
  const filter = orderFilterOf(useSearch())
  const paging = useAddressPage()
  const [, navigate] = useLocation()
  if (id !== undefined) return <OrderDetail key={id} id={id} title={title} />
  return <OrdersList title={title} filter={filter} paging={paging} onSearch={(next) => navigate(salesPaths.orders(next))} />
}

export default function AdminOrdersScreen({ title, params }: ScreenProps) {
  return (
    <AdminFrame>
      <Orders title={title} id={params.id} />
    </AdminFrame>
  )
}
