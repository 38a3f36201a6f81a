/**
 * My Profile's name and phone (spec §2, §3 "User profile", §7 POST
 * /profile/update).
 *
 *   viewing ─ EDIT {profile} ─▶ editing ─ SUBMIT (valid) ─▶ saving ─ done ─▶ viewing
 *                                  ▲ CANCEL → viewing           │ error
 *                                  └────────────────────────────┘
 *
 * Spec §5: errors show under a field only once it is touched; validation runs
 * on change and on blur. The spec leaves the profile rules open; they are the
 * account forms' (domain/account-rules.ts): a name of 1–100 characters and a
 * US phone number, as the server checks. A save
 * toasts the server's message and hands the new profile to `profileSaved`
 * (main.tsx turns it into the session's PROFILE_CHANGED); a failure goes to
 * the shared handler, and field issues of a 400 show under their fields.
 */
import type { Profile } from "../../api/account/profile.ts"
import { validateName, validatePhone } from "../../domain/account/account-rules.ts"
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"
import { issueMessages, touchUpdates } from "../shared/form-fields.ts"

export type ProfileField = "name" | "phone"
const FIELDS: ReadonlyArray<ProfileField> = ["name", "phone"]

export interface ProfileFormContext {
  readonly name: string
  readonly phone: string
  readonly touched: Readonly<Record<ProfileField, boolean>>
  readonly errors: Readonly<Record<ProfileField, string | null>>
}

export type ProfileFormEvent =
  | { readonly type: "EDIT"; readonly profile: Profile }
  | { readonly type: "NAME_CHANGED"; readonly value: string }
  | { readonly type: "PHONE_CHANGED"; readonly value: string }
  | { readonly type: "FIELD_BLURRED"; readonly field: ProfileField }
  | { readonly type: "CANCEL" }
  | { readonly type: "SUBMIT" }

export interface ProfileUpdate {
  readonly name: string
  readonly phone: string
}

export interface ProfileSaved {
  readonly message: string
  readonly profile: Profile
}

const UNTOUCHED = { name: false, phone: false } as const
const NO_ERRORS = { name: null, phone: null } as const
const EMPTY: ProfileFormContext = { name: "", phone: "", touched: UNTOUCHED, errors: NO_ERRORS }

const errorsOf = (name: string, phone: string) => ({ name: validateName(name), phone: validatePhone(phone) })

// The values are two named fields, not a record, so only the touch updates are shared.
const fields = touchUpdates<ProfileFormContext>(FIELDS)

export const profileFormMachine = setup({
  types: {
    context: {} as ProfileFormContext,
    events: {} as ProfileFormEvent
  },
  actors: {
    updateProfile: fromPromise<ProfileSaved, ProfileUpdate>(async () => {
      throw new Error("provide updateProfile")
    })
  },
  actions: {
    startEditing: assign((_, params: { readonly profile: Profile }) => ({
      ...EMPTY,
      name: params.profile.name,
      phone: params.profile.phone ?? "",
      errors: errorsOf(params.profile.name, params.profile.phone ?? "")
    })),
    changeName: assign(({ context }, params: { readonly value: string }) => ({
      name: params.value,
      errors: { ...context.errors, name: validateName(params.value) }
    })),
    changePhone: assign(({ context }, params: { readonly value: string }) => ({
      phone: params.value,
      errors: { ...context.errors, phone: validatePhone(params.value) }
    })),
    touch: assign(fields.touch),
    touchAll: assign(fields.touchAll),
    showServerIssues: assign(({ context }, params: { readonly error: unknown }) => {
      const issues = issueMessages(FIELDS, params.error)
      return { errors: { name: issues.name ?? context.errors.name, phone: issues.phone ?? context.errors.phone } }
    }),
    clearForm: assign(() => EMPTY),
    /** The session takes the new profile (PROFILE_CHANGED); provided by main.tsx. */
    profileSaved: (_, _params: { readonly profile: Profile }) => {},
    notifySuccess: (_, _params: { readonly message: string }) => {},
    notifyFailure: (_, _params: { readonly error: unknown }) => {}
  },
  guards: {
    isValid: ({ context }) => validateName(context.name) === null && validatePhone(context.phone) === null
  }
}).createMachine({
  id: "profileForm",
  context: EMPTY,
  initial: "viewing",
  states: {
    viewing: {
      on: {
        EDIT: { target: "editing", actions: { type: "startEditing", params: ({ event }) => ({ profile: event.profile }) } }
      }
    },
    editing: {
      on: {
        NAME_CHANGED: { actions: { type: "changeName", params: ({ event }) => ({ value: event.value }) } },
        PHONE_CHANGED: { actions: { type: "changePhone", params: ({ event }) => ({ value: event.value }) } },
        FIELD_BLURRED: { actions: { type: "touch", params: ({ event }) => ({ field: event.field }) } },
        CANCEL: { target: "viewing", actions: "clearForm" },
        SUBMIT: [
          { guard: "isValid", target: "saving" },
          // Submitting shows every problem at once, as if each field was left.
          { actions: "touchAll" }
        ]
      }
    },
    saving: {
      invoke: {
        id: "updateProfile",
        src: "updateProfile",
        input: ({ context }) => ({ name: context.name.trim(), phone: context.phone.trim() }),
        onDone: {
          target: "viewing",
          actions: [
            { type: "notifySuccess", params: ({ event }) => ({ message: event.output.message }) },
            { type: "profileSaved", params: ({ event }) => ({ profile: event.output.profile }) },
            "clearForm"
          ]
        },
        onError: {
          target: "editing",
          actions: [
            { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) },
            { type: "showServerIssues", params: ({ event }) => ({ error: event.error }) },
            "touchAll"
          ]
        }
      }
    }
  }
})

export type ProfileFormSnapshot = SnapshotFrom<typeof profileFormMachine>

export const isEditingProfile = (snapshot: ProfileFormSnapshot): boolean => !snapshot.matches("viewing")
export const isSavingProfile = (snapshot: ProfileFormSnapshot): boolean => snapshot.matches("saving")
/** The message under a field, if any (spec §5: only once touched). */
export const visibleProfileError =
  (field: ProfileField) =>
  (snapshot: ProfileFormSnapshot): string | null =>
    snapshot.context.touched[field] ? snapshot.context.errors[field] : null
/** The first field with a visible error, to move focus to after a refused submit. */
export const firstInvalidProfileField = (snapshot: ProfileFormSnapshot): ProfileField | null =>
  FIELDS.find((field) => visibleProfileError(field)(snapshot) !== null) ?? null
