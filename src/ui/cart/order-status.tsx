/**
 * An order's status in words with an icon (paid, payment failed, refunded,
 * payment pending): the colour only repeats what the word says.
 */
import type { OrderStatus } from "../../api/cart/checkout.ts"
import { ClockIcon, CloseIcon, LineIcon } from "../shared/icons.tsx"
import { pill, pillAttention, pillBad, pillGood, pillNeutral } from "../shared/primitives/status-pill-styles.ts"

export const ORDER_STATUS_WORDS: Readonly<Record<OrderStatus, string>> = {
  paid: "Paid",
  failed: "Payment failed",
  refunded: "Refunded",
  pending: "Payment pending"
}

const tone: Readonly<Record<OrderStatus, string>> = {
  paid: pillGood,
  failed: pillBad,
  refunded: pillNeutral,
  pending: pillAttention
}

function StatusIcon({ status }: { readonly status: OrderStatus }) {
  switch (status) {
    case "paid":
      return (
        <LineIcon size={16}>
          <path d="m5 12.5 4.5 4.5L19 7.5" />
        </LineIcon>
      )
    case "failed":
      return <CloseIcon size={16} />
    case "refunded":
      return (
        <LineIcon size={16}>
          <path d="M9 14 4 9l5-5" />
          <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
        </LineIcon>
      )
    case "pending":
      return <ClockIcon size={16} />
  }
}

export function OrderStatusPill({ status }: { readonly status: OrderStatus }) {
  return (
    <span className={`${pill} ${tone[status]}`} data-status={status}>
      <StatusIcon status={status} />
      {ORDER_STATUS_WORDS[status]}
    </span>
  )
}
