/**
 * The sign-in form (/sign-in, spec §2): email and password.
 *
 *   editing ─ SUBMIT (valid) ─▶ submitting ─ done ─▶ signedIn (final)
 *      ▲  SUBMIT (invalid): touch all      │ error: shared handler; an email
 *      └───────────────────────────────────┘ not yet verified → its code screen
 *
 * On success the session hears SIGNED_IN (`signedIn`, provided by main.tsx)
 * and the learner goes back to `lastLocation` — the page a 401 sent them
 * away from (spec §4) — or home.
 */
import type { UserInfo } from "../../api/auth.ts"
import { validateEmail, validatePasswordEntered } from "../../domain/account/account-rules.ts"
import { afterSignIn, verifyEmailPath } from "../../domain/account/auth-paths.ts"
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"
import {
  failureReason,
  type FieldErrors,
  type FieldEvent,
  type FieldsContext,
  fieldUpdates,
  hasErrors,
  untouched,
  visibleErrors
} from "../shared/form-fields.ts"

export type SignInField = "email" | "password"
const FIELDS: ReadonlyArray<SignInField> = ["email", "password"]

export interface SignInContext extends FieldsContext<SignInField> {
  readonly lastLocation: string | null
}

export interface SignInInput {
  /** The lastLocation query parameter, as given. */
  readonly lastLocation: string | null
}

export type SignInEvent = FieldEvent<SignInField>

export interface Credentials {
  readonly email: string
  readonly password: string
}

/** What a sign-in answers: the message (a success toast), the token and the learner. */
export interface SignedIn {
  readonly message: string
  readonly token: string
  readonly userInfo: UserInfo
}

export const signInErrors = (values: SignInContext["values"]): FieldErrors<SignInField> => ({
  email: validateEmail(values.email),
  password: validatePasswordEntered(values.password)
})

const fields = fieldUpdates<SignInContext>(FIELDS)

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput
  },
  actors: {
    signIn: fromPromise<SignedIn, Credentials>(async () => {
      throw new Error("provide signIn")
    })
  },
  actions: {
    change: assign(fields.change),
    touch: assign(fields.touch),
    touchAll: assign(fields.touchAll),
    /** Sends SIGNED_IN to the session actor. */
    signedIn: (_, _params: { readonly token: string; readonly userInfo: UserInfo }) => {},
    goTo: (_, _params: { readonly path: string }) => {},
    notifySuccess: (_, _params: { readonly message: string }) => {},
    notifyFailure: (_, _params: { readonly error: unknown }) => {}
  },
  guards: {
    isValid: ({ context }) => !hasErrors(signInErrors(context.values)),
    emailNotVerified: (_, params: { readonly error: unknown }) => failureReason(params.error) === "Forbidden"
  }
}).createMachine({
  id: "signIn",
  context: ({ input }) => ({
    values: { email: "", password: "" },
    touched: untouched(FIELDS),
    lastLocation: input.lastLocation
  }),
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
        id: "signIn",
        src: "signIn",
        input: ({ context }) => ({ email: context.values.email.trim(), password: context.values.password }),
        onDone: {
          target: "signedIn",
          actions: [
            { type: "signedIn", params: ({ event }) => ({ token: event.output.token, userInfo: event.output.userInfo }) },
            { type: "notifySuccess", params: ({ event }) => ({ message: event.output.message }) },
            { type: "goTo", params: ({ context, event }) => ({ path: afterSignIn(context.lastLocation, event.output.userInfo.role) }) }
          ]
        },
        onError: [
          {
            // The server sent a fresh code with its 403: take the learner to enter it.
            guard: { type: "emailNotVerified", params: ({ event }) => ({ error: event.error }) },
            target: "editing",
            actions: [
              { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) },
              { type: "goTo", params: ({ context }) => ({ path: verifyEmailPath(context.values.email.trim()) }) }
            ]
          },
          { target: "editing", actions: { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) } }
        ]
      }
    },
    signedIn: { type: "final" }
  }
})

export type SignInSnapshot = SnapshotFrom<typeof signInMachine>

export const selectSignInValues = (snapshot: SignInSnapshot) => snapshot.context.values
export const selectSignInErrors = (snapshot: SignInSnapshot): FieldErrors<SignInField> =>
  visibleErrors(signInErrors(snapshot.context.values), snapshot.context.touched)
export const isSigningIn = (snapshot: SignInSnapshot): boolean => !snapshot.matches("editing")
