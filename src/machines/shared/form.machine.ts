/**
 * One form: its values, which fields were touched, the messages its checks
 * give and the server's, and the submit. Every simple form (sign-in, sign-up,
 * the password forms, contact, newsletter) and the admin editors are this
 * machine, provided with their own `validate` and `submit`.
 *
 *   editing ───────────── SUBMIT ─────────────▶ checking ─ no message ─▶ submitting ─ done ─▶ succeeded (final)
 *   │ ready ◀─ done ─ validating                 │ a message                 │ done, reset/keep: editing
 *   │   CHANGE / BLUR ─▶ validating              ▼                           │ error
 *   │ invalid  (every field touched) ◀───────────┘                           ▼
 *   │ failed   (the server's messages under their fields) ◀──────────────────┘
 *
 * `validate` answers each field's message (null when fine): the wiring reads
 * the form's Schema in the contract (src/api/shared/form-schema.ts), loaded with the
 * first check, so a page that only shows a form loads no Effect. Messages
 * show under a field once it is touched (spec §5: validation runs on change
 * and on blur; a refused submit touches every field); the server's message
 * for a field (a 400's issues) shows until that field changes.
 *
 * What a success does is the input's `afterSuccess`: `done` (the screen moves
 * on: sign-in, sign-up …), `reset` (the form empties for the next one:
 * contact, newsletter) or `keep` (an editor: what was sent is the new start).
 * `submitted` and `failed` are the wiring's (a toast, a navigation, the
 * shared failure handler).
 *
 * Typed `unknown` inside (XState's types cannot be checked over unbound
 * generics): `provideForm<Values, Output>` gives each use its types back.
 */
import { assign, fromPromise, type PromiseActorLogic, setup, type SnapshotFrom } from "xstate"
import { issueMessages } from "./form-fields.ts"

export type FormValues = Readonly<Record<string, unknown>>
export type FormMessages = Readonly<Record<string, string | null>>

export type AfterSuccess = "done" | "reset" | "keep"

export interface FormContext {
  readonly values: FormValues
  /** What a reset goes back to. */
  readonly initial: FormValues
  readonly touched: Readonly<Record<string, boolean>>
  /** The checks' message for each field, from the last validation. */
  readonly messages: FormMessages
  readonly serverMessages: FormMessages
  /** How many submits the checks refused: the screen moves focus to the first message on each. */
  readonly refusals: number
  readonly afterSuccess: AfterSuccess
  /** What the screen started the form with beyond its values (sign-in's lastLocation), handed back to `submitted`. */
  readonly about: unknown
}

export interface FormInput {
  readonly values: FormValues
  readonly afterSuccess: AfterSuccess
  readonly about?: unknown
}

export type FormEvent =
  | { readonly type: "CHANGE"; readonly field: string; readonly value: unknown }
  | { readonly type: "BLUR"; readonly field: string }
  | { readonly type: "SUBMIT" }
  /** New values to start from (an editor opened on another item). */
  | { readonly type: "LOAD"; readonly values: FormValues }

const nothing = (values: FormValues): FormMessages => Object.fromEntries(Object.keys(values).map((field) => [field, null]))
const noneTouched = (values: FormValues): Readonly<Record<string, boolean>> => Object.fromEntries(Object.keys(values).map((field) => [field, false]))
const started = (values: FormValues) => ({
  values,
  initial: values,
  touched: noneTouched(values),
  messages: nothing(values),
  serverMessages: nothing(values)
})

export const formMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
    input: {} as FormInput
  },
  actors: {
    validate: fromPromise<FormMessages, FormValues>(async () => {
      throw new Error("provide validate")
    }),
    submit: fromPromise<unknown, FormValues>(async () => {
      throw new Error("provide submit")
    })
  },
  actions: {
    change: assign(({ context }, params: { readonly field: string; readonly value: unknown }) => ({
      values: { ...context.values, [params.field]: params.value },
      serverMessages: { ...context.serverMessages, [params.field]: null }
    })),
    touch: assign(({ context }, params: { readonly field: string }) => ({ touched: { ...context.touched, [params.field]: true } })),
    touchAll: assign(({ context }) => ({
      touched: Object.fromEntries(Object.keys(context.values).map((field) => [field, true])),
      refusals: context.refusals + 1
    })),
    storeMessages: assign((_, params: { readonly messages: FormMessages }) => ({ messages: params.messages })),
    showServerIssues: assign(({ context }, params: { readonly error: unknown }) => ({
      serverMessages: issueMessages(Object.keys(context.values), params.error)
    })),
    load: assign((_, params: { readonly values: FormValues }) => started(params.values)),
    reset: assign(({ context }) => started(context.initial)),
    keepAsStart: assign(({ context }) => started(context.values)),
    submitted: (_, _params: { readonly output: unknown; readonly values: FormValues; readonly about: unknown }) => {},
    failed: (_, _params: { readonly error: unknown; readonly values: FormValues }) => {}
  },
  guards: {
    noMessage: (_, params: { readonly messages: FormMessages }) => Object.values(params.messages).every((message) => message === null),
    resetsAfterSuccess: ({ context }) => context.afterSuccess === "reset",
    keepsAfterSuccess: ({ context }) => context.afterSuccess === "keep"
  }
}).createMachine({
  id: "form",
  context: ({ input }) => ({ ...started(input.values), refusals: 0, afterSuccess: input.afterSuccess, about: input.about ?? null }),
  initial: "editing",
  states: {
    editing: {
      initial: "ready",
      states: {
        ready: {},
        validating: {
          invoke: {
            id: "validate",
            src: "validate",
            input: ({ context }) => context.values,
            onDone: { target: "ready", actions: { type: "storeMessages", params: ({ event }) => ({ messages: event.output }) } },
            // A check that could not load keeps the last messages; the submit checks again.
            onError: "ready"
          }
        },
        /** The checks refused the last submit: every field is touched. */
        invalid: {},
        /** The server refused the last submit. */
        failed: {}
      },
      on: {
        // To a child of this state: the one running is left and entered again, so a newer change restarts the check.
        CHANGE: { target: ".validating", actions: { type: "change", params: ({ event }) => ({ field: event.field, value: event.value }) } },
        BLUR: { target: ".validating", actions: { type: "touch", params: ({ event }) => ({ field: event.field }) } },
        SUBMIT: "checking",
        LOAD: { target: ".ready", actions: { type: "load", params: ({ event }) => ({ values: event.values }) } }
      }
    },
    checking: {
      invoke: {
        id: "check",
        src: "validate",
        input: ({ context }) => context.values,
        onDone: [
          {
            guard: { type: "noMessage", params: ({ event }) => ({ messages: event.output }) },
            target: "submitting",
            actions: { type: "storeMessages", params: ({ event }) => ({ messages: event.output }) }
          },
          { target: "editing.invalid", actions: [{ type: "storeMessages", params: ({ event }) => ({ messages: event.output }) }, "touchAll"] }
        ],
        onError: {
          target: "editing.failed",
          actions: { type: "failed", params: ({ context, event }) => ({ error: event.error, values: context.values }) }
        }
      },
      on: {
        // A change while the checks run is a new edit: this submit is dropped.
        CHANGE: { target: "editing.validating", actions: { type: "change", params: ({ event }) => ({ field: event.field, value: event.value }) } }
      }
    },
    submitting: {
      // Events are ignored here: the form is read-only until the answer comes.
      invoke: {
        id: "submit",
        src: "submit",
        input: ({ context }) => context.values,
        onDone: [
          {
            guard: "resetsAfterSuccess",
            target: "editing",
            actions: [{ type: "submitted", params: ({ context, event }) => ({ output: event.output, values: context.values, about: context.about }) }, "reset"]
          },
          {
            guard: "keepsAfterSuccess",
            target: "editing.ready",
            actions: [
              { type: "submitted", params: ({ context, event }) => ({ output: event.output, values: context.values, about: context.about }) },
              "keepAsStart"
            ]
          },
          {
            target: "succeeded",
            actions: { type: "submitted", params: ({ context, event }) => ({ output: event.output, values: context.values, about: context.about }) }
          }
        ],
        onError: {
          target: "editing.failed",
          actions: [
            { type: "showServerIssues", params: ({ event }) => ({ error: event.error }) },
            { type: "failed", params: ({ context, event }) => ({ error: event.error, values: context.values }) }
          ]
        }
      }
    },
    succeeded: { type: "final" }
  }
})

export type FormSnapshot = SnapshotFrom<typeof formMachine>

/** The snapshot of a form whose values are known. */
export type TypedFormSnapshot<V extends FormValues> = FormSnapshot & { readonly context: FormContext & { readonly values: V } }

/** The machine with its checks and call provided; the phantom field keeps the types. */
export type FormLogic<V extends FormValues, O = unknown> = typeof formMachine & { readonly __form?: { readonly values: V; readonly output: O } }

export interface FormParts<V extends FormValues, O> {
  /** Each field's message for these values (null when fine). */
  readonly validate: PromiseActorLogic<FormMessages, V>
  readonly submit: PromiseActorLogic<O, V>
  readonly submitted?: (outcome: { readonly output: O; readonly values: V; readonly about: unknown }) => void
  readonly failed?: (failure: { readonly error: unknown; readonly values: V }) => void
}

/** The form machine with its checks, its call and what their outcomes do (the wiring's): the only place the types are erased. */
export const provideForm = <V extends FormValues, O>(parts: FormParts<V, O>): FormLogic<V, O> =>
  formMachine.provide({
    actors: {
      validate: parts.validate as unknown as PromiseActorLogic<FormMessages, FormValues>,
      submit: parts.submit as unknown as PromiseActorLogic<unknown, FormValues>
    },
    actions: {
      submitted: (_, params) => parts.submitted?.(params as { readonly output: O; readonly values: V; readonly about: unknown }),
      failed: (_, params) => parts.failed?.(params as { readonly error: unknown; readonly values: V })
    }
  })

export const selectFormValues = <V extends FormValues>(snapshot: TypedFormSnapshot<V>): V => snapshot.context.values

/** The message under a field: the server's for it, else the checks' once the field is touched (spec §5). */
export const visibleMessage =
  (field: string) =>
  (snapshot: FormSnapshot): string | null => {
    const { serverMessages, touched, messages } = snapshot.context
    return serverMessages[field] ?? (touched[field] === true ? (messages[field] ?? null) : null)
  }

/** Every field's visible message. */
export const visibleMessages = <F extends string>(snapshot: FormSnapshot, fields: ReadonlyArray<F>): Readonly<Record<F, string | null>> =>
  Object.fromEntries(fields.map((field) => [field, visibleMessage(field)(snapshot)])) as Record<F, string | null>

/** The first of `order` whose message is showing. */
export const firstVisibleMessage = <F extends string>(snapshot: FormSnapshot, order: ReadonlyArray<F>): F | null =>
  order.find((field) => visibleMessage(field)(snapshot) !== null) ?? null

/** Sending, or done: the form is read-only (a check before sending takes a moment and ignores another SUBMIT). */
export const isFormBusy = (snapshot: FormSnapshot): boolean => snapshot.matches("submitting") || snapshot.matches("succeeded")
export const isFormSubmitting = (snapshot: FormSnapshot): boolean => snapshot.matches("submitting")
export const selectRefusals = (snapshot: FormSnapshot): number => snapshot.context.refusals
