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
import { validateConfirmation, validateEmail, validateName, validateNewPassword } from "../domain/account-rules.ts"
import { verifyEmailPath } from "../domain/auth-paths.ts"
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"
import { allTouched, type FieldErrors, hasErrors, type Touched, untouched, visibleErrors } from "./form-fields.ts"

export type SignUpField = "name" | "email" | "password" | "confirmPassword"
const FIELDS: ReadonlyArray<SignUpField> = ["name", "email", "password", "confirmPassword"]

export interface SignUpContext {
  readonly values: Readonly<Record<SignUpField, string>>
  readonly touched: Touched<SignUpField>
}

export type SignUpEvent =
  | { readonly type: "CHANGE"; readonly field: SignUpField; readonly value: string }
  | { readonly type: "BLUR"; readonly field: SignUpField }
  | { readonly type: "SUBMIT" }

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
    change: assign(({ context }, params: { readonly field: SignUpField; readonly value: string }) => ({
      values: { ...context.values, [params.field]: params.value }
    })),
    touch: assign(({ context }, params: { readonly field: SignUpField }) => ({
      touched: { ...context.touched, [params.field]: true }
    })),
    touchAll: assign(() => ({ touched: allTouched(FIELDS) })),
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
