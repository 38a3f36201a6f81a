/**
 * The learner's notifications (spec §3 "Notification", §7 `POST
 * /notifications/pagin`; the header fetches page 1 with 20 per page).
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Invalid } from "./errors.ts"
import { Authorization } from "./security.ts"

export const Notification = Schema.Struct({
  _id: Schema.String,
  title: Schema.String,
  description: Schema.String,
  /** ISO 8601 instant. */
  createdAt: Schema.String
})
export type Notification = typeof Notification.Type

export const NotificationPagePayload = Schema.Struct({ page: Schema.Number, perPage: Schema.Number })

export const NotificationPageAnswer = Schema.Struct({
  result: Schema.Struct({
    docs: Schema.Array(Notification),
    total: Schema.Number,
    page: Schema.Number,
    perPage: Schema.Number
  })
})
export type NotificationPage = typeof NotificationPageAnswer.Type["result"]

export class NotificationsGroup extends HttpApiGroup.make("notifications").add(
  HttpApiEndpoint.post("page", "/notifications/pagin", {
    payload: NotificationPagePayload,
    success: NotificationPageAnswer,
    error: Invalid
  })
).middleware(Authorization) {}
