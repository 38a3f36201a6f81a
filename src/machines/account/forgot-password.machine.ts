/**
 * Forgot password (/forgot-password): the email to send a reset code to.
 *
 *   editing ─ SUBMIT (valid) ─▶ sending ─ done ─▶ codeSent (final) → /verify-otp?email=…
 *      ▲  SUBMIT (invalid): touch all │ error: shared handler
 *      └──────────────────────────────┘
 *
 * The server answers the same whether or not the account exists, so the
 * learner always moves on to the code screen.
 */
import { validateEmail } from "../../domain/account/account-rules.ts"
import { verifyResetCodePath } from "../../domain/account/auth-paths.ts"
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"
import { type FieldErrors, type FieldEvent, type FieldsContext, fieldUpdates, hasErrors, untouched, visibleErrors } from "../shared/form-fields.ts"

export type ForgotPasswordField = "email"
const FIELDS: ReadonlyArray<ForgotPasswordField> = ["email"]

export type ForgotPasswordContext = FieldsContext<ForgotPasswordField>

export type ForgotPasswordEvent = FieldEvent<ForgotPasswordField>

export const forgotPasswordErrors = (values: ForgotPasswordContext["values"]): FieldErrors<ForgotPasswordField> => ({
  email: validateEmail(values.email)
})

const fields = fieldUpdates<ForgotPasswordContext>(FIELDS)

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent
  },
  actors: {
    /** Resolves with the server's message. */
    sendResetCode: fromPromise<string, { readonly email: string }>(async () => {
      throw new Error("provide sendResetCode")
    })
  },
  actions: {
    change: assign(fields.change),
    touch: assign(fields.touch),
    touchAll: assign(fields.touchAll),
    goTo: (_, _params: { readonly path: string }) => {},
    notifySuccess: (_, _params: { readonly message: string }) => {},
    notifyFailure: (_, _params: { readonly error: unknown }) => {}
  },
  guards: {
    isValid: ({ context }) => !hasErrors(forgotPasswordErrors(context.values))
  }
}).createMachine({
  id: "forgotPassword",
  context: { values: { email: "" }, touched: untouched(FIELDS) },
  initial: "editing",
  states: {
    editing: {
      on: {
        CHANGE: { actions: { type: "change", params: ({ event }) => ({ field: event.field, value: event.value }) } },
        BLUR: { actions: { type: "touch", params: ({ event }) => ({ field: event.field }) } },
        SUBMIT: [{ guard: "isValid", target: "sending" }, { actions: "touchAll" }]
      }
    },
    sending: {
      invoke: {
        id: "sendResetCode",
        src: "sendResetCode",
        input: ({ context }) => ({ email: context.values.email.trim() }),
        onDone: {
          target: "codeSent",
          actions: [
            { type: "notifySuccess", params: ({ event }) => ({ message: event.output }) },
            { type: "goTo", params: ({ context }) => ({ path: verifyResetCodePath(context.values.email.trim()) }) }
          ]
        },
        onError: { target: "editing", actions: { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    codeSent: { type: "final" }
  }
})

export type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>

export const selectForgotPasswordValues = (snapshot: ForgotPasswordSnapshot) => snapshot.context.values
export const selectForgotPasswordErrors = (snapshot: ForgotPasswordSnapshot): FieldErrors<ForgotPasswordField> =>
  visibleErrors(forgotPasswordErrors(snapshot.context.values), snapshot.context.touched)
export const isSendingResetCode = (snapshot: ForgotPasswordSnapshot): boolean => !snapshot.matches("editing")
