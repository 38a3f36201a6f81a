/**
 * Reset password (/reset-password): a new password and its confirmation.
 *
 *   editing ─ SUBMIT (valid) ─▶ saving ─ done ─▶ done (final) → success toast, /sign-in
 *      ▲  SUBMIT (invalid): touch all │ error: shared handler (an expired reset)
 *      └──────────────────────────────┘
 *
 * The one-time reset token from the code screen never passes through the
 * URL or this machine's events: the `resetPassword` actor main.tsx provides
 * reads it from where the code screen kept it (sessionStorage).
 */
import { validateConfirmation, validateNewPassword } from "../../domain/account/account-rules.ts"
import { SIGN_IN_PATH } from "../../domain/account/auth-paths.ts"
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"
import { type FieldErrors, type FieldEvent, type FieldsContext, fieldUpdates, hasErrors, untouched, visibleErrors } from "../shared/form-fields.ts"

export type ResetPasswordField = "password" | "confirmPassword"
const FIELDS: ReadonlyArray<ResetPasswordField> = ["password", "confirmPassword"]

export type ResetPasswordContext = FieldsContext<ResetPasswordField>

export type ResetPasswordEvent = FieldEvent<ResetPasswordField>

export const resetPasswordErrors = (values: ResetPasswordContext["values"]): FieldErrors<ResetPasswordField> => ({
  password: validateNewPassword(values.password),
  confirmPassword: validateConfirmation(values.password, values.confirmPassword)
})

const fields = fieldUpdates<ResetPasswordContext>(FIELDS)

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent
  },
  actors: {
    /** Resolves with the server's message. */
    resetPassword: fromPromise<string, { readonly password: string }>(async () => {
      throw new Error("provide resetPassword")
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
    isValid: ({ context }) => !hasErrors(resetPasswordErrors(context.values))
  }
}).createMachine({
  id: "resetPassword",
  context: { values: { password: "", confirmPassword: "" }, touched: untouched(FIELDS) },
  initial: "editing",
  states: {
    editing: {
      on: {
        CHANGE: { actions: { type: "change", params: ({ event }) => ({ field: event.field, value: event.value }) } },
        BLUR: { actions: { type: "touch", params: ({ event }) => ({ field: event.field }) } },
        SUBMIT: [{ guard: "isValid", target: "saving" }, { actions: "touchAll" }]
      }
    },
    saving: {
      invoke: {
        id: "resetPassword",
        src: "resetPassword",
        input: ({ context }) => ({ password: context.values.password }),
        onDone: {
          target: "done",
          actions: [
            { type: "notifySuccess", params: ({ event }) => ({ message: event.output }) },
            { type: "goTo", params: { path: SIGN_IN_PATH } }
          ]
        },
        onError: { target: "editing", actions: { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    done: { type: "final" }
  }
})

export type ResetPasswordSnapshot = SnapshotFrom<typeof resetPasswordMachine>

export const selectResetPasswordValues = (snapshot: ResetPasswordSnapshot) => snapshot.context.values
export const selectResetPasswordErrors = (snapshot: ResetPasswordSnapshot): FieldErrors<ResetPasswordField> =>
  visibleErrors(resetPasswordErrors(snapshot.context.values), snapshot.context.touched)
export const isResettingPassword = (snapshot: ResetPasswordSnapshot): boolean => !snapshot.matches("editing")
