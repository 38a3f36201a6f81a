/**
 * "Notify me" on a coming-soon exam's page (src/api/catalog/on-sale-alerts.ts): a
 * signed-in learner asks to hear once when the exam goes on sale and may
 * take the request back; a guest is asked to sign in, and the press is kept
 * (src/domain/catalog/on-sale-alert.ts) so the request is made for them when
 * they land back on the page signed in. One actor per page.
 *
 *   unknown ──SIGNED_OUT──▶ guest ──NOTIFY──▶ signInAsked   (keepRequest, askToSignIn)
 *     │ NOTIFY: remembered; SIGNED_OUT after one goes straight to signInAsked
 *     └──SIGNED_IN──▶ loading ──done, requested─────────────▶ on ──CANCEL──▶ cancelling
 *                       │  done, pressed here or kept ──────▶ asking            │ done ▶ off (notifySuccess)
 *                       │  done ────────────────────────────▶ off ──NOTIFY──▶ asking   │ error ▶ on (notifyFailure)
 *                       └─ error ▶ failed ──RETRY▶ loading · NOTIFY▶ asking
 *   asking: done ▶ on (notifySuccess) · error ▶ off (notifyFailure)
 *   anywhere: SIGNED_IN ▶ loading (a sign-in on this page, another learner) · SIGNED_OUT ▶ guest
 *
 * `followSession` is the wiring's: it sends SIGNED_IN / SIGNED_OUT whenever
 * the session settles on a learner or on a guest (never while it is still
 * checking), so the page's first state, `unknown`, is also what the server
 * renders: a plain Notify me button, the same for everyone, with no flicker
 * when the browser takes over. The server's messages (asked, cancelled, the
 * 409 of an exam that went on sale meanwhile) are shown by `notifySuccess`
 * and `notifyFailure`.
 */
import { assign, fromCallback, fromPromise, or, setup, type SnapshotFrom } from "xstate"
import type { OnSaleAlert, OnSaleAlertChangeAnswer } from "../../api/catalog/on-sale-alerts.ts"

export interface OnSaleAlertInput {
  readonly examId: string
}

export interface OnSaleAlertContext {
  readonly examId: string
  /** Notify me was pressed before the session or the request was known: act on it once they are. */
  readonly pressed: boolean
}

/** What each call is asked about. */
export interface OnSaleAlertRequest {
  readonly examId: string
}

export type OnSaleAlertEvent =
  | { readonly type: "NOTIFY" }
  | { readonly type: "CANCEL" }
  | { readonly type: "RETRY" }
  /** From followSession: the session settled on a learner (again, or another one). */
  | { readonly type: "SIGNED_IN" }
  /** From followSession: the session settled on a guest. */
  | { readonly type: "SIGNED_OUT" }

const placeholder = (name: string) => async (): Promise<never> => {
  throw new Error(`provide ${name}`)
}

const examOf = ({ context }: { readonly context: OnSaleAlertContext }): OnSaleAlertRequest => ({ examId: context.examId })

export const onSaleAlertMachine = setup({
  types: {
    context: {} as OnSaleAlertContext,
    events: {} as OnSaleAlertEvent,
    input: {} as OnSaleAlertInput
  },
  actors: {
    /** Sends SIGNED_IN / SIGNED_OUT as the session settles; provided by the wiring. */
    followSession: fromCallback<OnSaleAlertEvent>(() => () => {}),
    /** GET …/exams/{id}/notify-me: whether a request waits. */
    loadAlert: fromPromise<OnSaleAlert, OnSaleAlertRequest>(placeholder("loadAlert")),
    /** PUT …/exams/{id}/notify-me. */
    askAlert: fromPromise<OnSaleAlertChangeAnswer, OnSaleAlertRequest>(placeholder("askAlert")),
    /** DELETE …/exams/{id}/notify-me. */
    cancelAlert: fromPromise<OnSaleAlertChangeAnswer, OnSaleAlertRequest>(placeholder("cancelAlert"))
  },
  actions: {
    remember: assign(() => ({ pressed: true })),
    forgetPress: assign(() => ({ pressed: false })),
    /** A guest pressed: keep the press while they sign in (the wiring's storage). */
    keepRequest: (_, _params: OnSaleAlertRequest) => {},
    /** The kept press has been acted on (or was not needed): forget it. */
    forgetRequest: (_, _params: OnSaleAlertRequest) => {},
    /** A guest pressed: ask them to sign in and come back to this page. */
    askToSignIn: (_, _params: OnSaleAlertRequest) => {},
    notifySuccess: (_, _params: { readonly message: string }) => {},
    notifyFailure: (_, _params: { readonly error: unknown }) => {}
  },
  guards: {
    isRequested: (_, params: { readonly alert: OnSaleAlert }) => params.alert.requested,
    wasPressed: ({ context }) => context.pressed,
    /** A press this guest made before signing in, kept for this exam (the wiring reads it). */
    hasKeptRequest: () => false
  }
}).createMachine({
  id: "onSaleAlert",
  context: ({ input }) => ({ examId: input.examId, pressed: false }),
  invoke: { id: "followSession", src: "followSession" },
  on: {
    SIGNED_IN: { target: ".loading" },
    SIGNED_OUT: { target: ".guest", actions: "forgetPress" }
  },
  initial: "unknown",
  states: {
    unknown: {
      on: {
        NOTIFY: { actions: "remember" },
        SIGNED_OUT: [
          {
            guard: "wasPressed",
            target: "signInAsked",
            actions: ["forgetPress", { type: "keepRequest", params: examOf }, { type: "askToSignIn", params: examOf }]
          },
          { target: "guest" }
        ]
      }
    },
    guest: {
      on: {
        NOTIFY: {
          target: "signInAsked",
          actions: [
            { type: "keepRequest", params: examOf },
            { type: "askToSignIn", params: examOf }
          ]
        }
      }
    },
    signInAsked: {
      on: {
        // Asked again (the prompt was closed): the same prompt, once more.
        NOTIFY: {
          actions: [
            { type: "keepRequest", params: examOf },
            { type: "askToSignIn", params: examOf }
          ]
        }
      }
    },
    loading: {
      invoke: {
        id: "loadAlert",
        src: "loadAlert",
        input: examOf,
        onDone: [
          {
            guard: { type: "isRequested", params: ({ event }) => ({ alert: event.output }) },
            target: "on",
            actions: ["forgetPress", { type: "forgetRequest", params: examOf }]
          },
          {
            guard: or(["wasPressed", "hasKeptRequest"]),
            target: "asking",
            actions: ["forgetPress", { type: "forgetRequest", params: examOf }]
          },
          { target: "off" }
        ],
        onError: { target: "failed" }
      },
      on: {
        NOTIFY: { actions: "remember" }
      }
    },
    off: {
      on: {
        NOTIFY: { target: "asking" }
      }
    },
    asking: {
      invoke: {
        id: "askAlert",
        src: "askAlert",
        input: examOf,
        onDone: {
          target: "on",
          actions: { type: "notifySuccess", params: ({ event }) => ({ message: event.output.message }) }
        },
        onError: {
          target: "off",
          actions: { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) }
        }
      }
    },
    on: {
      on: {
        CANCEL: { target: "cancelling" }
      }
    },
    cancelling: {
      invoke: {
        id: "cancelAlert",
        src: "cancelAlert",
        input: examOf,
        onDone: {
          target: "off",
          actions: { type: "notifySuccess", params: ({ event }) => ({ message: event.output.message }) }
        },
        onError: {
          target: "on",
          actions: { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) }
        }
      }
    },
    failed: {
      on: {
        RETRY: { target: "loading" },
        NOTIFY: { target: "asking" }
      }
    }
  }
})

export type OnSaleAlertSnapshot = SnapshotFrom<typeof onSaleAlertMachine>

/**
 * What the Notify me block shows: `ready` (a plain Notify me: the session
 * not known yet, a guest, or a learner whose state is still being read),
 * `off`, `asking`, `on`, `cancelling`, or `failed` (the state could not be read).
 */
export type OnSaleAlertView = "ready" | "off" | "asking" | "on" | "cancelling" | "failed"

export const selectAlertView = (snapshot: OnSaleAlertSnapshot): OnSaleAlertView => {
  if (snapshot.matches("on")) return "on"
  if (snapshot.matches("cancelling")) return "cancelling"
  if (snapshot.matches("asking")) return "asking"
  if (snapshot.matches("off")) return "off"
  if (snapshot.matches("failed")) return "failed"
  return "ready"
}

/** A request waits (or is being taken back): the page says "You'll be notified". */
export const isAlertRequested = (view: OnSaleAlertView): boolean => view === "on" || view === "cancelling"

/** A call is out: the button waits for it. */
export const isAlertBusy = (view: OnSaleAlertView): boolean => view === "asking" || view === "cancelling"
