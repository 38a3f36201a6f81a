/**
 * One order on Transactions: when, what was bought, the amount,
 * the coupon (its code and what it took off), the card (brand logo and last
 * four digits), the status in words, Download receipt (paid or refunded
 * orders), and the refund terms the server states with Refund when it
 * allows one. Each row runs its own refund actor; the refunded order it
 * answers replaces the row's order on view.
 */
import { useSelector } from "@xstate/react"
import type { OrderSummary } from "../../api/cart/checkout.ts"
import { formatCents } from "../../domain/cart/money.ts"
import { isDownloadingReceipt } from "../../machines/cart/receipt-download.machine.ts"
import {
  hasRefunded,
  hasRefundFailed,
  isRefunding,
  isRefundRefused,
  orderOnView,
  type RefundSnapshot,
  selectRefundMessage
} from "../../machines/cart/refund.machine.ts"
import { Button } from "../shared/primitives/button.tsx"
import { visuallyHidden } from "../shared/primitives/visually-hidden.ts"
import { CardLogo } from "./card-logos.tsx"
import { BRAND_NAMES, type CardBrand } from "./card-rules.ts"
import { formatDay, formatDayTime } from "./order-format.ts"
import { OrderStatusPill } from "./order-status.tsx"
import { useOrdersMachines } from "./orders-machines.ts"
import { actionsRow, cardFoot, cardLogoRow, facts, itemList, muted, nowrap, recordCard, small, titleRow } from "./orders-styles.ts"
import { RefundDialog, type RefundStep } from "./refund-dialog.tsx"
import { useFlowActor } from "../shared/flow-actor.ts"

const isBrand = (brand: string | null): brand is CardBrand => brand !== null && brand in BRAND_NAMES

const stepOf = (snapshot: RefundSnapshot): RefundStep | null =>
  snapshot.matches("confirming")
    ? "confirming"
    : isRefunding(snapshot)
      ? "refunding"
      : hasRefunded(snapshot)
        ? "refunded"
        : isRefundRefused(snapshot)
          ? "refused"
          : hasRefundFailed(snapshot)
            ? "failed"
            : null

function PaidWith({ order }: { readonly order: OrderSummary }) {
  if (order.last4 === null) return <>Not charged</>
  const name = isBrand(order.cardBrand) ? BRAND_NAMES[order.cardBrand] : (order.cardBrand ?? "Card")
  return (
    <span className={cardLogoRow}>
      {isBrand(order.cardBrand) ? <CardLogo brand={order.cardBrand} label={name} /> : <span>{name}</span>}
      <span className={nowrap}>
        <span aria-hidden="true">•••• </span>
        <span className={visuallyHidden}>ending in </span>
        {order.last4}
      </span>
    </span>
  )
}

export function OrderRow({ order: listed }: { readonly order: OrderSummary }) {
  const { refund, receiptDownload } = useOrdersMachines()
  const refundActor = useFlowActor(refund, { input: { orderId: listed._id } })
  const step = useSelector(refundActor, stepOf)
  const message = useSelector(refundActor, selectRefundMessage)
  const order = useSelector(refundActor, (snapshot) => orderOnView(snapshot, listed))
  const receipt = useFlowActor(receiptDownload)
  const downloading = useSelector(receipt, isDownloadingReceipt)

  const titleId = `order-${order._id}`
  const hasReceipt = (order.status === "paid" || order.status === "refunded") && order.receiptNumber !== null
  const canRefund = order.status === "paid" && order.refund.refundable
  const download = () => receipt.send({ type: "DOWNLOAD", orderId: order._id, receiptNumber: order.receiptNumber })

  return (
    <article className={recordCard} aria-labelledby={titleId} data-order-id={order._id}>
      <div className={titleRow}>
        <div>
          <h2 id={titleId}>Order of {formatDayTime(order.createdAt)}</h2>
          <p className={`${muted} ${small}`}>
            {statusLine(order)}
            {order.receiptNumber === null ? null : <> · receipt {order.receiptNumber}</>}
            {order.creditNoteNumber === null ? null : <> · credit note {order.creditNoteNumber}</>}
          </p>
        </div>
        <OrderStatusPill status={order.status} />
      </div>

      <ul className={itemList} aria-label="Items">
        {order.lines.map((line) => (
          <li key={`${line.item.kind}:${line.item._id}`}>
            {line.name}{" "}
            <span className={muted}>
              ({line.item.kind === "exam" ? "exam" : "package"}, {formatCents(line.payCents)})
            </span>
          </li>
        ))}
      </ul>

      <dl className={facts}>
        <div>
          <dt>Amount</dt>
          <dd>{formatCents(order.totalCents)}</dd>
        </div>
        <div>
          <dt>Coupon</dt>
          <dd>
            {order.coupon === null ? (
              "None"
            ) : (
              <>
                {order.coupon.code} <span className={nowrap}>(−{formatCents(order.coupon.discountCents)})</span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Card</dt>
          <dd>
            <PaidWith order={order} />
          </dd>
        </div>
      </dl>

      {order.status === "failed" && order.failureMessage !== null ? <p className={muted}>{order.failureMessage}</p> : null}

      {hasReceipt || order.status === "paid" ? (
        <div className={cardFoot}>
          <p className={`${muted} ${small}`}>{order.status === "paid" ? order.refund.message : null}</p>
          <div className={actionsRow}>
            {hasReceipt ? (
              <Button variant="secondary" isDisabled={downloading} onPress={download} aria-label={`Download receipt ${order.receiptNumber ?? ""} (PDF)`}>
                {downloading ? "Downloading…" : "Download receipt"}
              </Button>
            ) : null}
            {canRefund ? (
              <Button variant="secondary" onPress={() => refundActor.send({ type: "OPEN" })} aria-label={`Refund order of ${formatDay(order.createdAt)}`}>
                Refund
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}

      <RefundDialog
        order={order}
        step={step}
        message={message}
        onClose={() => refundActor.send({ type: "CLOSE" })}
        onConfirm={() => refundActor.send({ type: "CONFIRM" })}
      />
    </article>
  )
}

/** Beside the receipt number: when it was paid or refunded, or what a failed or pending status means. */
const statusLine = (order: OrderSummary): string => {
  switch (order.status) {
    case "paid":
      return order.paidAt === null ? "Paid" : `Paid ${formatDay(order.paidAt)}`
    case "refunded":
      return order.refundedAt === null ? "Refunded" : `Refunded ${formatDay(order.refundedAt)}`
    // The pill already names these two: the line says what it means.
    case "failed":
      return "Nothing was charged"
    case "pending":
      return "Waiting for the card's answer"
  }
}
