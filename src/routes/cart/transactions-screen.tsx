/**
 * Transactions (spec §2 /profile/transaction and
 * /profile/transaction/{page}), in the profile area: the learner's orders
 * with their receipts and refunds. The page is the path's last segment.
 */
import { transactionsPath } from "../../domain/cart/order-paths.ts"
import { TransactionsList } from "../../ui/cart/transactions-list.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { panelClass } from "../../ui/shared/signed-in/panel-styles.ts"
import { ProfileFrame } from "../shared/profile-frame.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { usePathPage } from "../shared/use-path-page.ts"

export default function TransactionsScreen({ title, params }: ScreenProps) {
  const paging = usePathPage(params.page, transactionsPath)
  return (
    <ProfileFrame>
      <section className={panelClass} aria-labelledby="page-title">
        <PageHeading>{title}</PageHeading>
        <TransactionsList paging={paging} hrefOf={transactionsPath} />
      </section>
    </ProfileFrame>
  )
}
