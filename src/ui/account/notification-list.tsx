/**
 * The notifications page's list: title, description and the time in words
 * (spec §4: Yesterday at, Today at, …), with paging and the empty state.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import { notificationTime } from "../../domain/account/notification-time.ts"
import {
  hasNotificationsFailed,
  isNotificationListEmpty,
  isNotificationsLoading,
  selectNotificationDocs,
  selectPaging
} from "../../machines/account/notifications-page.machine.ts"
import { BellIcon } from "../shared/icons.tsx"
import { Button } from "../shared/primitives/button.tsx"
import { Spinner } from "../shared/primitives/spinner.tsx"
import { color, font, radius, space } from "../shared/tokens.ts"
import { mutedText } from "../shared/signed-in/panel-styles.ts"
import { useProfileMachines } from "./profile-machines.ts"
import { useFlowActor } from "../shared/flow-actor.ts"

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  & li { padding: ${space.md} ${space.lg}; display: flex; flex-direction: column; gap: ${space.xxs}; }
  & li + li { border-top: 1px solid ${color.border}; }
  & h2 { font-size: ${font.size.md}; }
  & p { color: ${color.text}; overflow-wrap: anywhere; }
  & time { font-size: ${font.size.sm}; color: ${color.textMuted}; }
`

const empty = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.md};
  padding: ${space.xxl} ${space.lg};
  text-align: center;
  color: ${color.textMuted};
  & svg { color: ${color.brand}; }
  & h2 { font-size: ${font.size.lg}; color: ${color.text}; }
`

const pager = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
`

export function NotificationList() {
  const actor = useFlowActor(useProfileMachines().notificationsPage, { input: {} })
  const loading = useSelector(actor, isNotificationsLoading)
  const failed = useSelector(actor, hasNotificationsFailed)
  const isEmpty = useSelector(actor, isNotificationListEmpty)
  const docs = useSelector(actor, selectNotificationDocs)
  const { page, pages, total } = useSelector(actor, selectPaging, (a, b) => a.page === b.page && a.pages === b.pages && a.total === b.total)

  if (loading && docs.length === 0) return <Spinner label="Loading notifications" />
  if (failed) {
    return (
      <div className={empty}>
        <p>Your notifications could not be loaded.</p>
        <Button variant="secondary" onPress={() => actor.send({ type: "RETRY" })}>
          Try again
        </Button>
      </div>
    )
  }
  if (isEmpty) {
    return (
      <div className={empty}>
        <BellIcon size={48} />
        <h2>No notifications yet</h2>
        <p>We will let you know here when something happens in your account.</p>
      </div>
    )
  }
  const now = new Date()
  return (
    <>
      <ul className={list} aria-busy={loading}>
        {docs.map((notification) => (
          <li key={notification._id}>
            <h2>{notification.title}</h2>
            <p>{notification.description}</p>
            <time dateTime={notification.createdAt}>{notificationTime(new Date(notification.createdAt), now)}</time>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Notification pages" className={pager}>
          <Button variant="secondary" isDisabled={page <= 1 || loading} onPress={() => actor.send({ type: "GO_TO_PAGE", page: page - 1 })}>
            Previous
          </Button>
          <span className={mutedText} aria-live="polite">
            Page {page} of {pages} · {total} notifications
          </span>
          <Button variant="secondary" isDisabled={page >= pages || loading} onPress={() => actor.send({ type: "GO_TO_PAGE", page: page + 1 })}>
            Next
          </Button>
        </nav>
      ) : null}
    </>
  )
}
