/** Notifications (/notifications, the header's View All): every notification, page by page. */
import { NotificationList } from "../../../ui/profile/notification-list.tsx"
import { panelClass } from "../../../ui/profile/panel-styles.ts"
import { PageHeading } from "../../../ui/primitives/page-heading.tsx"
import type { ScreenProps } from "../../route-table.ts"
import { SignedInGate } from "./signed-in-gate.tsx"

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
