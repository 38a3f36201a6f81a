/**
 * A notification that arrived on the real-time stream added to
 * the page the header shows: first, the count one more, the page no longer
 * than it was asked to be. One the page already holds (a replay after a
 * reconnect, a reload that raced the event) changes nothing.
 */
import type { Notification, NotificationPage } from "../../api/account/notifications.ts"

export const withNewNotification = (page: NotificationPage, notification: Notification): NotificationPage =>
  page.docs.some((doc) => doc._id === notification._id) ? page : { ...page, docs: [notification, ...page.docs].slice(0, page.perPage), total: page.total + 1 }
