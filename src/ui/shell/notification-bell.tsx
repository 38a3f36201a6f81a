/**
 * The signed-in header's bell, as the notification dropdown
 * (notification-menu.tsx) shows it and as its placeholder shows it before
 * the dropdown's code is there (deferred-control.tsx): the same
 * button, label and count either way.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import { selectNotifications } from "../../machines/account/session.machine.ts"
import { useSessionActor } from "../shared/app-actors.ts"
import { BellIcon } from "../shared/icons.tsx"
import { Button } from "../shared/primitives/button.tsx"
import { cornerBadge } from "../shared/primitives/count-link.tsx"
import { deferredControl } from "./deferred-control.tsx"

export const bellClass = css`position: relative;`

export const notificationsLabel = (count: number): string => (count === 0 ? "Notifications" : `Notifications, ${count}`)

/** How many notifications the learner has (the session's first page says). */
export const useNotificationCount = (): number => useSelector(useSessionActor(), selectNotifications)?.total ?? 0

/** The bell and its count. */
export function BellFace({ count }: { readonly count: number }) {
  return (
    <>
      <BellIcon />
      {count > 0 ? (
        <span className={cornerBadge} aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </>
  )
}

const DeferredNotificationMenu = deferredControl(() => import("./notification-menu.tsx").then((module) => module.NotificationMenu))

/** The notification dropdown, its code loaded when the learner first reaches for it. */
export function NotificationBell() {
  const count = useNotificationCount()
  return (
    <DeferredNotificationMenu
      fallbackHref="/notifications"
      props={{}}
      placeholder={(wake) => (
        <Button variant="icon" className={bellClass} aria-label={notificationsLabel(count)} aria-haspopup="dialog" aria-expanded={false} {...wake}>
          <BellFace count={count} />
        </Button>
      )}
    />
  )
}
