/**
 * The signed-in header's notification dropdown (spec §2 Header, §4): a bell
 * button that toggles a popover dialog listing the session's notifications
 * (page 1, 20 per page) with the spec's time words, an empty state, and the
 * View All link to /notifications. When they could not be loaded it says so
 * and offers Retry, rather than pretending there are none. A dialog rather than a menu: the entries
 * are things to read, not commands to choose. A chunk of its own, loaded on
 * first use behind notification-bell.tsx's placeholder.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import { useEffect } from "react"
import { Dialog, DialogTrigger, Heading, Popover } from "react-aria-components"
import type { Notification } from "../../api/account/notifications.ts"
import { notificationTime } from "../../domain/account/notification-time.ts"
import { notificationsFailed, selectNotifications } from "../../machines/account/session.machine.ts"
import { dropdownMachine, isDropdownOpen } from "../../machines/shell/dropdown.machine.ts"
import { useSessionActor } from "../shared/app-actors.ts"
import { useFlowActor } from "../shared/flow-actor.ts"
import { Button } from "../shared/primitives/button.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { popoverClass } from "../shared/primitives/menu-styles.ts"
import { color, font, space } from "../shared/tokens.ts"
import type { DeferredProps } from "./deferred-control.tsx"
import { BellFace, bellClass, notificationsLabel, useNotificationCount } from "./notification-bell.tsx"

const dialogClass = css`
  width: min(360px, calc(100vw - 24px));
  outline: none;
  display: flex;
  flex-direction: column;
`

const headingClass = css`
  margin: 0;
  padding: ${space.md} ${space.lg};
  font-size: ${font.size.md};
  border-bottom: 1px solid ${color.border};
`

const listClass = css`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: min(60vh, 420px);
  overflow-y: auto;
  & li { padding: ${space.md} ${space.lg}; border-bottom: 1px solid ${color.border}; }
  & strong { display: block; font-size: ${font.size.sm}; }
  & p { margin: ${space.xxs} 0; font-size: ${font.size.sm}; color: ${color.text}; }
  & time { font-size: ${font.size.xs}; color: ${color.textMuted}; }
`

const emptyClass = css`
  padding: ${space.xl} ${space.lg};
  text-align: center;
  color: ${color.textMuted};
  font-size: ${font.size.sm};
`

const footerClass = css`
  padding: ${space.sm} ${space.lg};
  text-align: center;
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
`

function NotificationItem({ notification, now }: { readonly notification: Notification; readonly now: Date }) {
  return (
    <li>
      <strong>{notification.title}</strong>
      <p>{notification.description}</p>
      <time dateTime={notification.createdAt}>{notificationTime(new Date(notification.createdAt), now)}</time>
    </li>
  )
}

export function NotificationMenu({ earlyPress }: DeferredProps) {
  const session = useSessionActor()
  // The open state is the dropdown actor's; a press on the placeholder before this code was there opens it.
  const dropdown = useFlowActor(dropdownMachine)
  const isOpen = useSelector(dropdown, isDropdownOpen)
  useEffect(() => {
    if (earlyPress !== null) dropdown.send({ type: "OPEN" })
  }, [earlyPress, dropdown])
  const page = useSelector(session, selectNotifications)
  const failed = useSelector(session, notificationsFailed)
  const notifications = page?.docs ?? []
  const count = useNotificationCount()
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={(open) => dropdown.send({ type: open ? "OPEN" : "CLOSE" })}>
      <Button variant="icon" className={bellClass} aria-label={notificationsLabel(count)}>
        <BellFace count={count} />
      </Button>
      <Popover className={popoverClass} placement="bottom end" offset={6}>
        <Dialog className={dialogClass} aria-labelledby="notifications-heading">
          {({ close }) => (
            <>
              <Heading slot="title" id="notifications-heading" className={headingClass}>
                Notifications
              </Heading>
              {failed ? (
                <div className={emptyClass} role="alert">
                  <p>Your notifications could not be loaded.</p>
                  <Button variant="secondary" onPress={() => session.send({ type: "NOTIFICATIONS_CHANGED" })}>
                    Retry
                  </Button>
                </div>
              ) : notifications.length === 0 ? (
                <p className={emptyClass}>You have no notifications yet.</p>
              ) : (
                <ul className={listClass} aria-labelledby="notifications-heading">
                  {notifications.map((notification) => (
                    <NotificationItem key={notification._id} notification={notification} now={new Date()} />
                  ))}
                </ul>
              )}
              <div className={footerClass}>
                <Link href="/notifications" onPress={close}>
                  View All
                </Link>
              </div>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  )
}
