/**
 * /checkout/success/{orderId}: the paid order from GET
 * /transactions/{orderId}, its receipt number and PDF, and where the
 * bought exams are now (My Exams, My Packages). Signed in only; another
 * learner's order answers 404 like an unknown one.
 */
import { myExamsPath } from "../../domain/attempt/attempt-paths.ts"
import { MY_PACKAGES_PATH } from "../../domain/cart/cart-paths.ts"
import { hasResourceFailed, isResourceNotFound, selectResourceData, selectResourceFailure } from "../../machines/shared/resource.machine.ts"
import { actionsRow, pageColumn, successText } from "../../ui/cart/cart-styles.ts"
import { useCheckoutMachines } from "../../ui/cart/checkout-machines.ts"
import { OrderReceipt } from "../../ui/cart/order-receipt.tsx"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { LoadFailed } from "../../ui/shared/primitives/load-failed.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { Spinner } from "../../ui/shared/primitives/spinner.tsx"
import { useResource } from "../../ui/shared/use-resource.ts"
import { NOT_FOUND_TITLE, type ScreenProps } from "../shared/screen-props.ts"
import { SignedInGate } from "../shared/signed-in-gate.tsx"
import NotFoundScreen from "../shared/not-found-screen.tsx"

function Order({ orderId, title }: { readonly orderId: string; readonly title: string }) {
  const { actor, snapshot } = useResource(useCheckoutMachines().order, { orderId })
  const order = selectResourceData(snapshot)
  if (isResourceNotFound(snapshot)) return <NotFoundScreen title={NOT_FOUND_TITLE} params={{}} />
  if (hasResourceFailed(snapshot)) {
    return <LoadFailed what="Your order" reason={selectResourceFailure(snapshot)} onRetry={() => actor.send({ type: "RETRY" })} />
  }
  if (order === null) return <Spinner label="Loading your order" />
  const paid = order.status === "paid"
  return (
    <section aria-labelledby="page-title" className={pageColumn}>
      <PageHeading>{paid ? title : "Your order"}</PageHeading>
      <p className={paid ? successText : undefined} role="status">
        {paid
          ? "Payment received. Your exams are ready in My Exams."
          : order.status === "pending"
            ? "Your payment is still being confirmed."
            : `This order is ${order.status}.`}
      </p>
      <OrderReceipt order={order} />
      <div className={actionsRow}>
        <Link variant="button" href={myExamsPath("active")}>
          Go to My Exams
        </Link>
        <Link variant="outline" href={MY_PACKAGES_PATH}>
          My Packages
        </Link>
      </div>
    </section>
  )
}

export default function CheckoutSuccessScreen({ title, params }: ScreenProps) {
  const orderId = params.orderId === undefined ? "" : decodeURIComponent(params.orderId)
  return (
    <SignedInGate>
      <Order key={orderId} orderId={orderId} title={title} />
    </SignedInGate>
  )
}
