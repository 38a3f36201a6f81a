/**
 * The paid order on the success page: what was bought, the coupon, the
 * total, the card's brand and last four digits, the receipt's number, the
 * refund terms the server states, and Download receipt (PDF).
 */
import { useSelector } from "@xstate/react"
import type { OrderSummary } from "../../api/cart/checkout.ts"
import { formatCents } from "../../domain/cart/money.ts"
import { isDownloadingReceipt } from "../../machines/cart/receipt-download.machine.ts"
import { useFlowActor } from "../shared/flow-actor.ts"
import { Button } from "../shared/primitives/button.tsx"
import { BRAND_NAMES, type CardBrand } from "./card-rules.ts"
import { actionsRow, lineList, muted, panel, totals } from "./cart-styles.ts"
import { useCheckoutMachines } from "./checkout-machines.ts"

const brandName = (brand: string | null): string => (brand !== null && brand in BRAND_NAMES ? BRAND_NAMES[brand as CardBrand] : (brand ?? "Card"))

export function OrderReceipt({ order }: { readonly order: OrderSummary }) {
  const receipt = useFlowActor(useCheckoutMachines().receiptDownload)
  const downloading = useSelector(receipt, isDownloadingReceipt)
  const download = () => receipt.send({ type: "DOWNLOAD", orderId: order._id, receiptNumber: order.receiptNumber })
  return (
    <div className={panel}>
      <h2>Receipt {order.receiptNumber ?? ""}</h2>
      <p className={muted}>
        Receipt number <strong data-testid="receipt-number">{order.receiptNumber ?? "pending"}</strong>
        {order.paidAt === null ? null : <> · paid {new Date(order.paidAt).toLocaleString("en-US", { dateStyle: "long", timeStyle: "short" })}</>}
      </p>
      <ul className={lineList} aria-label="What you bought">
        {order.lines.map((line) => (
          <li key={`${line.item.kind}:${line.item._id}`} style={{ display: "flex", justifyContent: "space-between", gap: "12px" }}>
            <span>
              {line.name} <span className={muted}>({line.item.kind === "exam" ? "exam" : "package"})</span>
            </span>
            <span>{formatCents(line.payCents)}</span>
          </li>
        ))}
      </ul>
      <dl className={totals} aria-label="Amount paid">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatCents(order.subtotalCents)}</dd>
        </div>
        {order.coupon === null ? null : (
          <div>
            <dt>Coupon {order.coupon.code}</dt>
            <dd>−{formatCents(order.coupon.discountCents)}</dd>
          </div>
        )}
        <div className="total">
          <dt>Total paid</dt>
          <dd>{formatCents(order.totalCents)}</dd>
        </div>
      </dl>
      {order.last4 === null ? null : (
        <p>
          Paid with {brandName(order.cardBrand)} ending in {order.last4}.
        </p>
      )}
      <p className={muted}>{order.refund.message}</p>
      <div className={actionsRow}>
        <Button variant="secondary" isDisabled={downloading || order.receiptNumber === null} onPress={download}>
          {downloading ? "Downloading…" : "Download receipt (PDF)"}
        </Button>
      </div>
    </div>
  )
}
