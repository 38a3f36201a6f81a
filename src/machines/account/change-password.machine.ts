/**
 * Change Password (spec §2 /change-password, §7 POST /profile/changePassword).
 *
 *   editing ─ SUBMIT (valid) ─▶ saving ─ done ─▶ editing (form reset, success toast)
 *      ▲                           │ error (shared handler; field issues shown)
 *      └───────────────────────────┘
 *
 * The spec leaves the password rules open; they are the account forms'
 * (domain/account-rules.ts, as the server checks): 8 to 128 characters, and
 * the confirmation must match ('Passwords do not match'). Errors show under a field only
 * once it is touched (spec §5).
 */
import { validateConfirmation, validateNewPassword, validatePasswordEntered } from "../../domain/account/account-rules.ts"
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"
import { serverCheckedUpdates, type ServerCheckedContext } from "../shared/form-fields.ts"

export type PasswordField = "oldPassword" | "newPassword" | "confirmPassword"
export const PASSWORD_FIELDS: ReadonlyArray<PasswordField> = ["oldPassword", "newPassword", "confirmPassword"]

export type PasswordValues = Readonly<Record<PasswordField, string>>
type PasswordErrors = Readonly<Record<PasswordField, string | null>>

export const validatePasswords = (values: PasswordValues): PasswordErrors => ({
  oldPassword: validatePasswordEntered(values.oldPassword),
  newPassword: validateNewPassword(values.newPassword),
  confirmPassword: validateConfirmation(values.newPassword, values.confirmPassword)
})

/** The values, the touched fields, and the messages the server sent for fields, until the field changes. */
export type ChangePasswordContext = ServerCheckedContext<PasswordField>

export type ChangePasswordEvent =
  | { readonly type: "CHANGED"; readonly field: PasswordField; readonly value: string }
  | { readonly type: "BLURRED"; readonly field: PasswordField }
  | { readonly type: "SUBMIT" }

const NOTHING = { oldPassword: null, newPassword: null, confirmPassword: null } as const
const EMPTY: ChangePasswordContext = {
  values: { oldPassword: "", newPassword: "", confirmPassword: "" },
  touched: { oldPassword: false, newPassword: false, confirmPassword: false },
  serverErrors: NOTHING
}

const fields = serverCheckedUpdates<ChangePasswordContext>(PASSWORD_FIELDS)

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent
  },
  actors: {
    /** Resolves with the server's message, shown as the success toast. */
    changePassword: fromPromise<string, PasswordValues>(async () => {
      throw new Error("provide changePassword")
    })
  },
  actions: {
    change: assign(fields.change),
    touch: assign(fields.touch),
    touchAll: assign(fields.touchAll),
    showServerIssues: assign(fields.showServerIssues),
    resetForm: assign(() => EMPTY),
    notifySuccess: (_, _params: { readonly message: string }) => {},
    notifyFailure: (_, _params: { readonly error: unknown }) => {}
  },
  guards: {
    isValid: ({ context }) => Object.values(validatePasswords(context.values)).every((error) => error === null)
  }
}).createMachine({
  id: "changePassword",
  context: EMPTY,
  initial: "editing",
  states: {
    editing: {
      on: {
        CHANGED: { actions: { type: "change", params: ({ event }) => ({ field: event.field, value: event.value }) } },
        BLURRED: { actions: { type: "touch", params: ({ event }) => ({ field: event.field }) } },
        SUBMIT: [{ guard: "isValid", target: "saving" }, { actions: "touchAll" }]
      }
    },
    saving: {
      invoke: {
        id: "changePassword",
        src: "changePassword",
        input: ({ context }) => context.values,
        onDone: {
          target: "editing",
          actions: [{ type: "notifySuccess", params: ({ event }) => ({ message: event.output }) }, "resetForm"]
        },
        onError: {
          target: "editing",
          actions: [
            { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) },
            { type: "showServerIssues", params: ({ event }) => ({ error: event.error }) }
          ]
        }
      }
    }
  }
})

export type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>

/** The message under a field: the server's for it, else the rule's once touched (spec §5). */
export const visiblePasswordError =
  (field: PasswordField) =>
  (snapshot: ChangePasswordSnapshot): string | null => {
    const { serverErrors, touched, values } = snapshot.context
    if (serverErrors[field] !== null) return serverErrors[field]
    return touched[field] ? validatePasswords(values)[field] : null
  }
export const firstInvalidPasswordField = (snapshot: ChangePasswordSnapshot): PasswordField | null =>
  PASSWORD_FIELDS.find((field) => visiblePasswordError(field)(snapshot) !== null) ?? null
export const isChangingPassword = (snapshot: ChangePasswordSnapshot): boolean => snapshot.matches("saving")
export const selectPasswordValues = (snapshot: ChangePasswordSnapshot): PasswordValues => snapshot.context.values
