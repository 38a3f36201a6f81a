/**
 * /admin/orders: orders of every learner, newest first, a page at a time,
 * found by the learner's email, the order id, the status and the days they
 * were made (the filter and page in the address, so Back returns to them).
 */
import { useState } from "react"
import type { AdminOrderRow } from "../../../api/admin/admin-sales.ts"
import {
  dayIssue,
  money,
  NO_ORDER_FILTER,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderFilter,
  salesPaths,
  timeText
} from "../../../domain/admin/sales-views.ts"
import { PagedLinkList } from "../../shared/paged-link-list.tsx"
import { Link } from "../../shared/primitives/link.tsx"
import { NoResults } from "../../shared/primitives/no-results.tsx"
import { PageHeading } from "../../shared/primitives/page-heading.tsx"
import { SelectField } from "../../shared/primitives/select-field.tsx"
import { pill, pillAttention, pillBad, pillGood, pillNeutral } from "../../shared/primitives/status-pill-styles.ts"
import { SubmitButton } from "../../shared/primitives/submit-button.tsx"
import { TextField } from "../../shared/primitives/text-field.tsx"
import { actionsRow, mutedText, panelClass } from "../../shared/signed-in/panel-styles.ts"
import { type PageControl, usePagedList } from "../../shared/use-resource.ts"
import { Button } from "../../shared/primitives/button.tsx"
import { filterForm, headRow, metaClass, rowClass, rowsClass } from "./sales-styles.ts"
import { useSalesMachines } from "./use-sales-machines.ts"
import { UserText } from "../../shared/primitives/user-text.tsx"

export const ORDERS_PER_PAGE = 20

export const ORDER_TONE = { pending: pillAttention, paid: pillGood, failed: pillBad, refunded: pillNeutral } as const

const ANY = "any"
const STATUS_OPTIONS = [{ id: ANY, label: "Any status" }, ...ORDER_STATUSES.map((status) => ({ id: status, label: ORDER_STATUS_LABELS[status] }))]

function OrderRow({ order }: { readonly order: AdminOrderRow }) {
  const name = order.receiptNumber === null ? `Order ${order._id.slice(0, 8)}…` : `Order ${order.receiptNumber}`
  return (
    <article className={rowClass} aria-label={name}>
      <div className={headRow}>
        <Link href={salesPaths.order(order._id)}>{name}</Link>
        <span className={`${pill} ${ORDER_TONE[order.status]}`}>{ORDER_STATUS_LABELS[order.status]}</span>
      </div>
      <p>
        <UserText>{order.learner.name}</UserText> · <UserText>{order.learner.email}</UserText>
      </p>
      <p className={metaClass}>
        {money(order.totalCents)}
        {order.couponCode === null ? null : (
          <>
            {" "}
            with <UserText>{order.couponCode}</UserText>
          </>
        )}{" "}
        · made {timeText(order.createdAt)}
      </p>
    </article>
  )
}

function OrderSearch({ filter, onSearch }: { readonly filter: OrderFilter; readonly onSearch: (filter: OrderFilter) => void }) {
  const [typed, setTyped] = useState<OrderFilter>(filter)
  const [tried, setTried] = useState(false)
  const set = (field: "email" | "orderId" | "from" | "to") => (value: string) => setTyped((current) => ({ ...current, [field]: value }))
  const fromIssue = tried ? dayIssue(typed.from) : null
  const toIssue = tried ? dayIssue(typed.to) : null
  return (
    <form
      className={filterForm}
      role="search"
      aria-label="Find orders"
      onSubmit={(event) => {
        event.preventDefault()
        setTried(true)
        if (dayIssue(typed.from) === null && dayIssue(typed.to) === null) onSearch(typed)
      }}
    >
      <TextField label="Learner's email" type="text" value={typed.email} onChange={set("email")} error={null} />
      <TextField label="Order id" value={typed.orderId} onChange={set("orderId")} error={null} />
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={typed.status ?? ANY}
        onChange={(id) => setTyped((current) => ({ ...current, status: ORDER_STATUSES.find((status) => status === id) ?? null }))}
      />
      <TextField label="Made from" placeholder="YYYY-MM-DD" value={typed.from} onChange={set("from")} error={fromIssue} />
      <TextField label="Made until" placeholder="YYYY-MM-DD" value={typed.to} onChange={set("to")} error={toIssue} />
      <div className={actionsRow}>
        <SubmitButton>Find orders</SubmitButton>
        <Button
          variant="quiet"
          onPress={() => {
            setTyped(NO_ORDER_FILTER)
            onSearch(NO_ORDER_FILTER)
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  )
}

export function OrdersList({
  title,
  filter,
  paging,
  onSearch
}: {
  readonly title: string
  readonly filter: OrderFilter
  readonly paging: PageControl
  readonly onSearch: (filter: OrderFilter) => void
}) {
  const list = usePagedList(useSalesMachines().orders, filter, ORDERS_PER_PAGE, paging)
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <PageHeading>{title}</PageHeading>
      <OrderSearch key={JSON.stringify(filter)} filter={filter} onSearch={onSearch} />
      <PagedLinkList
        view={list}
        what="The orders"
        loadingLabel="Loading the orders"
        pastEnd={({ page, pages }) => (
          <p>
            There is no page {page}; the orders fill {pages} {pages === 1 ? "page" : "pages"}.
          </p>
        )}
        empty={
          <NoResults title="No orders found">
            <p>No order matches this search.</p>
          </NoResults>
        }
        summary={({ page, pages, total }) => (
          <p className={mutedText} role="status">
            {total} {total === 1 ? "order" : "orders"}
            {pages > 1 ? `, page ${page} of ${pages}` : ""}
          </p>
        )}
        listClassName={rowsClass}
        listLabel="Orders"
        keyOf={(order) => order._id}
        renderItem={(order) => <OrderRow order={order} />}
        pagesLabel="Order pages"
        hrefOf={(page) => salesPaths.orders(filter, page)}
      />
    </section>
  )
}
