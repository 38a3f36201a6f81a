/**
 * The Contact us form (spec §2 /contact-us; POST /public/contactUs).
 *
 *   editing ─ SUBMIT (valid) ─▶ sending ─ done ─▶ editing (success toast with the server's message, form reset)
 *      ▲                           │ error (shared handler; field issues shown under their fields)
 *      └───────────────────────────┘
 *
 * Spec §5: validation runs on change and on blur, and a message shows under
 * a field only once it is touched; a refused submit touches every field. The
 * rules and texts are domain/contact-rules.ts, the server's own. Messages
 * are derived from the values each time, so they cannot go stale; the
 * server's message for a field stays until that field changes.
 */
import {
  CONTACT_FIELDS,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  isContactValid,
  plainContact,
  validateContact
} from "../../domain/content/contact-rules.ts"
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"
import { serverCheckedUpdates, type ServerCheckedContext, untouched } from "../shared/form-fields.ts"

export type ContactFormContext = ServerCheckedContext<ContactField>

export type ContactFormEvent =
  | { readonly type: "CHANGED"; readonly field: ContactField; readonly value: string }
  | { readonly type: "BLURRED"; readonly field: ContactField }
  | { readonly type: "SUBMIT" }

const NO_ERRORS: ContactErrors = { name: null, email: null, subject: null, message: null }
const EMPTY: ContactFormContext = {
  values: { name: "", email: "", subject: "", message: "" },
  touched: untouched(CONTACT_FIELDS),
  serverErrors: NO_ERRORS
}

const fields = serverCheckedUpdates<ContactFormContext>(CONTACT_FIELDS)

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent
  },
  actors: {
    /** Resolves with the server's message, shown as the success toast. */
    sendMessage: fromPromise<string, ContactValues>(async () => {
      throw new Error("provide sendMessage")
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
    isValid: ({ context }) => isContactValid(context.values)
  }
}).createMachine({
  id: "contactForm",
  context: EMPTY,
  initial: "editing",
  states: {
    editing: {
      on: {
        CHANGED: { actions: { type: "change", params: ({ event }) => ({ field: event.field, value: event.value }) } },
        BLURRED: { actions: { type: "touch", params: ({ event }) => ({ field: event.field }) } },
        SUBMIT: [{ guard: "isValid", target: "sending" }, { actions: "touchAll" }]
      }
    },
    sending: {
      invoke: {
        id: "sendMessage",
        src: "sendMessage",
        input: ({ context }) => plainContact(context.values),
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

export type ContactFormSnapshot = SnapshotFrom<typeof contactFormMachine>

export const selectContactValues = (snapshot: ContactFormSnapshot): ContactValues => snapshot.context.values
/** The message under a field: the server's for it, else the rule's once touched (spec §5). */
export const visibleContactError =
  (field: ContactField) =>
  (snapshot: ContactFormSnapshot): string | null => {
    const { serverErrors, touched, values } = snapshot.context
    if (serverErrors[field] !== null) return serverErrors[field]
    return touched[field] ? validateContact(values)[field] : null
  }
export const firstInvalidContactField = (snapshot: ContactFormSnapshot): ContactField | null =>
  CONTACT_FIELDS.find((field) => visibleContactError(field)(snapshot) !== null) ?? null
export const isSendingContact = (snapshot: ContactFormSnapshot): boolean => snapshot.matches("sending")
