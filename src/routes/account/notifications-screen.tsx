/** Notifications (/notifications, the header's View All): every notification, page by page. */
import { NotificationList } from "../../ui/account/notification-list.tsx"
import { panelClass } from "../../ui/shared/signed-in/panel-styles.ts"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { SignedInGate } from "../shared/signed-in-gate.tsx"

export default function NotificationsScreen({ title }: ScreenProps) {
  return (
    <SignedInGate>
      <section className={panelClass} aria-labelledby="page-title">
        <PageHeading>{title}</PageHeading>
        <NotificationList />
      </section>
    </SignedInGate>
  )
}
