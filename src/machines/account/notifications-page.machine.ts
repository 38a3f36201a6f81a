/**
 * The notifications page (/notifications, the header's View All; spec §2, §3
 * "Notification", §7 POST /notifications/pagin).
 *
 *   loading ─ done ─▶ ready ─ GO_TO_PAGE (in range) ─▶ loading
 *      │ error                                ▲
 *      ▼                                      │
 *    failed ─────────── RETRY ────────────────┘
 *
 * Pages hold 20 notifications, as the header's fetch does (spec §9). An
 * empty list is a state of its own on the screen (spec §2 Other).
 */
import type { NotificationPage } from "../../api/account/notifications.ts"
import { NOTIFICATION_PAGE, NOTIFICATION_PER_PAGE } from "../../domain/shared/constants.ts"
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"

export interface NotificationsPageContext {
  readonly page: number
  readonly perPage: number
  readonly result: NotificationPage | null
}

export interface NotificationsPageInput {
  readonly page?: number
  readonly perPage?: number
}

export type NotificationsPageEvent = { readonly type: "GO_TO_PAGE"; readonly page: number } | { readonly type: "RETRY" }

export interface PageRequest {
  readonly page: number
  readonly perPage: number
}

export const pageCount = (result: NotificationPage | null): number => (result === null ? 0 : Math.max(1, Math.ceil(result.total / Math.max(1, result.perPage))))

export const notificationsPageMachine = setup({
  types: {
    context: {} as NotificationsPageContext,
    events: {} as NotificationsPageEvent,
    input: {} as NotificationsPageInput
  },
  actors: {
    loadPage: fromPromise<NotificationPage, PageRequest>(async () => {
      throw new Error("provide loadPage")
    })
  },
  actions: {
    storePage: assign((_, params: { readonly result: NotificationPage }) => ({ result: params.result, page: params.result.page })),
    choosePage: assign((_, params: { readonly page: number }) => ({ page: params.page })),
    notifyFailure: (_, _params: { readonly error: unknown }) => {}
  },
  guards: {
    isOtherPageInRange: ({ context }, params: { readonly page: number }) =>
      Number.isInteger(params.page) && params.page >= 1 && params.page <= pageCount(context.result) && params.page !== context.page
  }
}).createMachine({
  id: "notificationsPage",
  context: ({ input }) => ({
    page: input.page ?? NOTIFICATION_PAGE,
    perPage: input.perPage ?? NOTIFICATION_PER_PAGE,
    result: null
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadPage",
        src: "loadPage",
        input: ({ context }) => ({ page: context.page, perPage: context.perPage }),
        onDone: { target: "ready", actions: { type: "storePage", params: ({ event }) => ({ result: event.output }) } },
        onError: { target: "failed", actions: { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    ready: {
      on: {
        GO_TO_PAGE: {
          guard: { type: "isOtherPageInRange", params: ({ event }) => ({ page: event.page }) },
          target: "loading",
          actions: { type: "choosePage", params: ({ event }) => ({ page: event.page }) }
        }
      }
    },
    failed: {
      on: { RETRY: "loading" }
    }
  }
})

export type NotificationsPageSnapshot = SnapshotFrom<typeof notificationsPageMachine>

export const selectNotificationDocs = (snapshot: NotificationsPageSnapshot) => snapshot.context.result?.docs ?? []
export const isNotificationsLoading = (snapshot: NotificationsPageSnapshot): boolean => snapshot.matches("loading")
export const hasNotificationsFailed = (snapshot: NotificationsPageSnapshot): boolean => snapshot.matches("failed")
export const isNotificationListEmpty = (snapshot: NotificationsPageSnapshot): boolean =>
  snapshot.matches("ready") && (snapshot.context.result?.docs.length ?? 0) === 0
export const selectPaging = (snapshot: NotificationsPageSnapshot) => ({
  page: snapshot.context.page,
  pages: pageCount(snapshot.context.result),
  total: snapshot.context.result?.total ?? 0
})
