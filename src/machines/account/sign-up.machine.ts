/**
 * The sign-up form (/sign-up): name, email, password and its confirmation.
 *
 *   editing ─ SUBMIT (valid) ─▶ submitting ─ done ─▶ codeSent (final)
 *      ▲  SUBMIT (invalid): touch all      │ error: shared handler (e.g. the
 *      └───────────────────────────────────┘ 409 of an existing account)
 *
 * Success toasts the server's message (a code went to the email) and goes
 * to /verify-email-otp?email=… to enter it.
 */
import { validateConfirmation, validateEmail, validateName, validateNewPassword } from "../../domain/account/account-rules.ts"
import { verifyEmailPath } from "../../domain/account/auth-paths.ts"
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"
import { type FieldErrors, type FieldEvent, type FieldsContext, fieldUpdates, hasErrors, untouched, visibleErrors } from "../shared/form-fields.ts"

export type SignUpField = "name" | "email" | "password" | "confirmPassword"
const FIELDS: ReadonlyArray<SignUpField> = ["name", "email", "password", "confirmPassword"]

export type SignUpContext = FieldsContext<SignUpField>

export type SignUpEvent = FieldEvent<SignUpField>

export interface NewAccount {
  readonly name: string
  readonly email: string
  readonly password: string
}

export const signUpErrors = (values: SignUpContext["values"]): FieldErrors<SignUpField> => ({
  name: validateName(values.name),
  email: validateEmail(values.email),
  password: validateNewPassword(values.password),
  confirmPassword: validateConfirmation(values.password, values.confirmPassword)
})

const fields = fieldUpdates<SignUpContext>(FIELDS)

export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent
  },
  actors: {
    /** Resolves with the server's message. */
    signUp: fromPromise<string, NewAccount>(async () => {
      throw new Error("provide signUp")
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
    isValid: ({ context }) => !hasErrors(signUpErrors(context.values))
  }
}).createMachine({
  id: "signUp",
  context: {
    values: { name: "", email: "", password: "", confirmPassword: "" },
    touched: untouched(FIELDS)
  },
  initial: "editing",
  states: {
    editing: {
      on: {
        CHANGE: { actions: { type: "change", params: ({ event }) => ({ field: event.field, value: event.value }) } },
        BLUR: { actions: { type: "touch", params: ({ event }) => ({ field: event.field }) } },
        SUBMIT: [{ guard: "isValid", target: "submitting" }, { actions: "touchAll" }]
      }
    },
    submitting: {
      invoke: {
        id: "signUp",
        src: "signUp",
        input: ({ context }) => ({
          name: context.values.name.trim(),
          email: context.values.email.trim(),
          password: context.values.password
        }),
        onDone: {
          target: "codeSent",
          actions: [
            { type: "notifySuccess", params: ({ event }) => ({ message: event.output }) },
            { type: "goTo", params: ({ context }) => ({ path: verifyEmailPath(context.values.email.trim()) }) }
          ]
        },
        onError: { target: "editing", actions: { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    codeSent: { type: "final" }
  }
})

export type SignUpSnapshot = SnapshotFrom<typeof signUpMachine>

export const selectSignUpValues = (snapshot: SignUpSnapshot) => snapshot.context.values
export const selectSignUpErrors = (snapshot: SignUpSnapshot): FieldErrors<SignUpField> =>
  visibleErrors(signUpErrors(snapshot.context.values), snapshot.context.touched)
export const isSigningUp = (snapshot: SignUpSnapshot): boolean => !snapshot.matches("editing")
