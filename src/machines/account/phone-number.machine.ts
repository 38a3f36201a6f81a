/**
 * The mobile number form of /sign-up-phone and /add-mobile (spec §4: a
 * learner without a verified phone is sent here). One machine for both
 * screens: they ask the same thing, only their wording differs.
 *
 *   editing ─ SUBMIT (valid) ─▶ sending ─ done ─▶ codeSent (final) → /verify-phone-otp
 *      ▲  SUBMIT (invalid): touch all │ error: shared handler
 *      └──────────────────────────────┘
 */
import { validatePhone } from "../../domain/account/account-rules.ts"
import { verifyPhonePath } from "../../domain/account/auth-paths.ts"
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"
import { type FieldErrors, type FieldEvent, type FieldsContext, fieldUpdates, hasErrors, untouched, visibleErrors } from "../shared/form-fields.ts"

export type PhoneField = "phone"
const FIELDS: ReadonlyArray<PhoneField> = ["phone"]

export interface PhoneNumberContext extends FieldsContext<PhoneField> {
  readonly lastLocation: string | null
}

export interface PhoneNumberInput {
  /** The number the profile already has (add-mobile), to start from. */
  readonly phone: string | null
  readonly lastLocation: string | null
}

export type PhoneNumberEvent = FieldEvent<PhoneField>

export const phoneNumberErrors = (values: PhoneNumberContext["values"]): FieldErrors<PhoneField> => ({
  phone: validatePhone(values.phone)
})

const fields = fieldUpdates<PhoneNumberContext>(FIELDS)

export const phoneNumberMachine = setup({
  types: {
    context: {} as PhoneNumberContext,
    events: {} as PhoneNumberEvent,
    input: {} as PhoneNumberInput
  },
  actors: {
    /** Sends the SMS code; resolves with the server's message. */
    addMobile: fromPromise<string, { readonly phone: string }>(async () => {
      throw new Error("provide addMobile")
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
    isValid: ({ context }) => !hasErrors(phoneNumberErrors(context.values))
  }
}).createMachine({
  id: "phoneNumber",
  context: ({ input }) => ({
    values: { phone: input.phone ?? "" },
    touched: untouched(FIELDS),
    lastLocation: input.lastLocation
  }),
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
        id: "addMobile",
        src: "addMobile",
        input: ({ context }) => ({ phone: context.values.phone.trim() }),
        onDone: {
          target: "codeSent",
          actions: [
            { type: "notifySuccess", params: ({ event }) => ({ message: event.output }) },
            { type: "goTo", params: ({ context }) => ({ path: verifyPhonePath(context.lastLocation) }) }
          ]
        },
        onError: { target: "editing", actions: { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    codeSent: { type: "final" }
  }
})

export type PhoneNumberSnapshot = SnapshotFrom<typeof phoneNumberMachine>

export const selectPhoneValues = (snapshot: PhoneNumberSnapshot) => snapshot.context.values
export const selectPhoneErrors = (snapshot: PhoneNumberSnapshot): FieldErrors<PhoneField> =>
  visibleErrors(phoneNumberErrors(snapshot.context.values), snapshot.context.touched)
export const isSendingPhoneCode = (snapshot: PhoneNumberSnapshot): boolean => !snapshot.matches("editing")
