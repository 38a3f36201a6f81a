/**
 * The learner's notifications (spec §3 "Notification", §7 `POST
 * /notifications/pagin`; the header fetches page 1 with 20 per page).
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Invalid } from "../shared/errors.ts"
import { NotificationId } from "../shared/ids.ts"
import { pageOf, PageRequest } from "../shared/paging.ts"
import { Authorization } from "../shared/security.ts"

export const Notification = Schema.Struct({
  _id: NotificationId,
  title: Schema.String,
  description: Schema.String,
  /** ISO 8601 instant. */
  createdAt: Schema.String
})
export type Notification = typeof Notification.Type

export const NotificationPagePayload = PageRequest

export const NotificationPage = pageOf(Notification)
export type NotificationPage = typeof NotificationPage.Type

/** Spec §7: this call's page comes under `result`, not `data`. */
export const NotificationPageAnswer = Schema.Struct({ result: NotificationPage })

export class NotificationsGroup extends HttpApiGroup.make("notifications")
  .add(
    HttpApiEndpoint.post("page", "/notifications/pagin", {
      payload: NotificationPagePayload,
      success: NotificationPageAnswer,
      error: Invalid
    })
  )
  .middleware(Authorization) {}
