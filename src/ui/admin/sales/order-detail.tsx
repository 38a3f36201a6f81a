/**
 * /admin/orders/<id>: one order — its learner, lines, coupon and totals, the
 * payment (the card's brand and last four only), the receipt (saved as a
 * PDF) and credit note — and the operator's refund, asked for in a dialog.
 * An operator's refund does not wait for the learner's window; the
 * learner's own terms are shown beside it for context.
 */
import { useState } from "react"
import { Heading } from "react-aria-components"
import type { AdminOrder } from "../../../api/admin/admin-sales.ts"
import { cardLine, money, ORDER_STATUS_LABELS, salesPaths, timeText } from "../../../domain/admin/sales-views.ts"
import { Button } from "../../shared/primitives/button.tsx"
import { factsOf } from "../../shared/primitives/facts-styles.ts"
import { Link } from "../../shared/primitives/link.tsx"
import { LoadFailed } from "../../shared/primitives/load-failed.tsx"
import { ModalDialog } from "../../shared/primitives/modal-dialog.tsx"
import { PageHeading } from "../../shared/primitives/page-heading.tsx"
import { pill } from "../../shared/primitives/status-pill-styles.ts"
import { Spinner } from "../../shared/primitives/spinner.tsx"
import { actionsRow, mutedText, panelClass } from "../../shared/signed-in/panel-styles.ts"
import { useResource } from "../../shared/use-resource.ts"
import { ORDER_TONE } from "./orders-list.tsx"
import { backLink, failureClass, headRow, sectionStack, tableBox } from "./sales-styles.ts"
import { useSalesMachines } from "./use-sales-machines.ts"
import { useAdminChange } from "../use-admin-change.ts"
import { UserText } from "../../shared/primitives/user-text.tsx"

const facts = factsOf("11rem")

function Lines({ order }: { readonly order: AdminOrder["order"] }) {
  return (
    <div className={tableBox}>
      <table>
        <caption className={mutedText} style={{ textAlign: "left" }}>
          What was bought
        </caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Kind</th>
            <th scope="col" className="amount">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={`${line.item.kind}:${line.item._id}`}>
              <td>{line.name}</td>
              <td>{line.item.kind === "exam" ? "Exam" : "Package"}</td>
              <td className="amount">{money(line.payCents)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" colSpan={2}>
              Subtotal
            </th>
            <td className="amount">{money(order.subtotalCents)}</td>
          </tr>
          {order.coupon === null ? null : (
            <tr>
              <th scope="row" colSpan={2}>
                Coupon {order.coupon.code}
              </th>
              <td className="amount">−{money(order.coupon.discountCents)}</td>
            </tr>
          )}
          <tr>
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td className="amount">
              <strong>{money(order.totalCents)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  )
}

function Refund({ data, onRefunded }: { readonly data: AdminOrder; readonly onRefunded: () => void }) {
  const [asking, setAsking] = useState(false)
  const refund = useAdminChange(useSalesMachines().refundOrder, () => {
    setAsking(false)
    onRefunded()
  })
  const { order, operatorRefund } = data
  return (
    <section className={sectionStack} aria-labelledby="order-refund">
      <h2 id="order-refund">Refund</h2>
      {order.status === "refunded" ? (
        <p>
          Refunded on {order.refundedAt === null ? "—" : timeText(order.refundedAt)}, credit note {order.creditNoteNumber}.
        </p>
      ) : (
        <p>{operatorRefund.message}</p>
      )}
      {order.status === "paid" ? <p className={mutedText}>The learner's own terms: {order.refund.message}</p> : null}
      {operatorRefund.refundable ? (
        <div className={actionsRow}>
          <Button variant="secondary" onPress={() => setAsking(true)}>
            Refund order…
          </Button>
        </div>
      ) : null}
      {refund.failure !== null && !asking ? (
        <p className={failureClass} role="alert">
          {refund.failure}
        </p>
      ) : null}
      <ModalDialog isOpen={asking} onClose={() => setAsking(false)} role="alertdialog" isKeyboardDismissDisabled={refund.saving}>
        <Heading slot="title">Refund this order?</Heading>
        <p>{operatorRefund.message}</p>
        <p>
          <UserText>{data.learner.name}</UserText> (<UserText>{data.learner.email}</UserText>) is told by a notification and an email with the credit note. This
          cannot be undone.
        </p>
        {refund.failure !== null ? (
          <p className={failureClass} role="alert">
            {refund.failure}
          </p>
        ) : null}
        <div className={actionsRow}>
          <Button onPress={() => refund.submit(order._id)} isDisabled={refund.saving}>
            {refund.saving ? "Refunding…" : `Refund ${money(order.totalCents)}`}
          </Button>
          <Button variant="secondary" onPress={() => setAsking(false)} isDisabled={refund.saving}>
            Keep the order
          </Button>
        </div>
      </ModalDialog>
    </section>
  )
}

function Receipt({ data }: { readonly data: AdminOrder }) {
  const download = useAdminChange(useSalesMachines().downloadReceipt)
  const { order } = data
  if (order.receiptNumber === null) return <p className={mutedText}>No receipt: the order is not paid.</p>
  return (
    <>
      <div className={actionsRow}>
        <Button variant="secondary" isDisabled={download.saving} onPress={() => download.submit({ orderId: order._id, receiptNumber: order.receiptNumber })}>
          {download.saving ? "Saving the receipt…" : "Download receipt (PDF)"}
        </Button>
      </div>
      {download.failure !== null ? (
        <p className={failureClass} role="alert">
          {download.failure}
        </p>
      ) : null}
    </>
  )
}

function OrderView({ data, title, onChanged }: { readonly data: AdminOrder; readonly title: string; readonly onChanged: () => void }) {
  const { order, learner } = data
  return (
    <>
      <div className={headRow}>
        <PageHeading>
          {title}: {order.receiptNumber ?? order._id}
        </PageHeading>
        <span className={`${pill} ${ORDER_TONE[order.status]}`}>{ORDER_STATUS_LABELS[order.status]}</span>
      </div>
      <dl className={facts}>
        <div>
          <dt>Learner</dt>
          <dd>
            <Link href={salesPaths.learner(learner._id)}>
              <UserText>{learner.name}</UserText>
            </Link>
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <UserText>{learner.email}</UserText>
          </dd>
        </div>
        <div>
          <dt>Made</dt>
          <dd>{timeText(order.createdAt)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{order.paidAt === null ? "—" : timeText(order.paidAt)}</dd>
        </div>
        <div>
          <dt>Order id</dt>
          <dd>{order._id}</dd>
        </div>
      </dl>
      <section className={sectionStack} aria-labelledby="order-lines">
        <h2 id="order-lines">Lines</h2>
        <Lines order={order} />
      </section>
      <section className={sectionStack} aria-labelledby="order-payment">
        <h2 id="order-payment">Payment</h2>
        <dl className={facts}>
          <div>
            <dt>Status</dt>
            <dd>{ORDER_STATUS_LABELS[order.status]}</dd>
          </div>
          <div>
            <dt>Card</dt>
            <dd>{cardLine(order.cardBrand, order.last4)}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd>
              {money(order.totalCents)} {data.currency}
            </dd>
          </div>
          <div>
            <dt>Payment reference</dt>
            <dd>{data.chargeId ?? "—"}</dd>
          </div>
          <div>
            <dt>Receipt</dt>
            <dd>{order.receiptNumber ?? "—"}</dd>
          </div>
          <div>
            <dt>Credit note</dt>
            <dd>{order.creditNoteNumber ?? "—"}</dd>
          </div>
        </dl>
        {order.failureMessage === null ? null : <p>{order.failureMessage}</p>}
        <Receipt data={data} />
      </section>
      <Refund data={data} onRefunded={onChanged} />
    </>
  )
}

export function OrderDetail({ id, title }: { readonly id: string; readonly title: string }) {
  const { actor, snapshot } = useResource(useSalesMachines().order, id)
  const data = snapshot.context.data
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <Link className={backLink} href={salesPaths.orders()}>
        ← All orders
      </Link>
      {snapshot.matches("loading") && data === null ? (
        <Spinner label="Loading the order" />
      ) : snapshot.matches("notFound") ? (
        <p role="alert">No order has this address.</p>
      ) : data === null ? (
        <LoadFailed what="This order" reason={snapshot.context.failureMessage} onRetry={() => actor.send({ type: "RETRY" })} />
      ) : (
        <OrderView data={data} title={title} onChanged={() => actor.send({ type: "LOAD", request: id })} />
      )}
    </section>
  )
}
