/**
 * The footer's newsletter form.
 *
 * Spec §5: the email is required and must be valid ('Please enter email');
 * validation runs on change and on blur; the error shows under the field only
 * once the field is touched. Spec §4: on success the answer's message is a
 * success toast and the form resets. A failure goes to the shared handler
 * (`notifyFailure`) and keeps what the learner typed.
 *
 * `subscribe`, `notifySuccess` and `notifyFailure` are placeholders; main.tsx
 * provides them.
 */
import { validateNewsletterEmail } from "../../domain/shared/email.ts"
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"

export interface NewsletterContext {
  readonly email: string
  readonly touched: boolean
  /** The validation message for `email`, shown only when `touched`. */
  readonly error: string | null
}

export type NewsletterEvent = { readonly type: "EMAIL_CHANGED"; readonly value: string } | { readonly type: "EMAIL_BLURRED" } | { readonly type: "SUBMIT" }

export interface SubscribeInput {
  readonly email: string
}

const EMPTY_FORM: NewsletterContext = { email: "", touched: false, error: null }

export const newsletterMachine = setup({
  types: {
    context: {} as NewsletterContext,
    events: {} as NewsletterEvent
  },
  actors: {
    /** Resolves with the answer's message, shown as the success toast. */
    subscribe: fromPromise<string, SubscribeInput>(async () => {
      throw new Error("provide subscribe")
    })
  },
  actions: {
    changeEmail: assign((_, params: { readonly value: string }) => ({
      email: params.value,
      error: validateNewsletterEmail(params.value)
    })),
    touchEmail: assign(({ context }) => ({
      touched: true,
      error: validateNewsletterEmail(context.email)
    })),
    resetForm: assign(() => EMPTY_FORM),
    notifySuccess: (_, _params: { readonly message: string }) => {},
    notifyFailure: (_, _params: { readonly error: unknown }) => {}
  },
  guards: {
    isEmailValid: ({ context }) => validateNewsletterEmail(context.email) === null
  }
}).createMachine({
  id: "newsletter",
  context: EMPTY_FORM,
  initial: "editing",
  states: {
    editing: {
      on: {
        EMAIL_CHANGED: {
          actions: { type: "changeEmail", params: ({ event }) => ({ value: event.value }) }
        },
        EMAIL_BLURRED: { actions: "touchEmail" },
        SUBMIT: [
          { guard: "isEmailValid", target: "submitting" },
          // Submitting an invalid form shows why, as if the field was left.
          { actions: "touchEmail" }
        ]
      }
    },
    submitting: {
      // Events are ignored here: the form is disabled until the answer comes.
      invoke: {
        id: "subscribe",
        src: "subscribe",
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: {
          target: "editing",
          actions: [{ type: "notifySuccess", params: ({ event }) => ({ message: event.output }) }, "resetForm"]
        },
        onError: {
          target: "editing",
          actions: { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) }
        }
      }
    }
  }
})

export type NewsletterSnapshot = SnapshotFrom<typeof newsletterMachine>

/** The message to show under the email field, if any (spec §5). */
export const visibleEmailError = (snapshot: NewsletterSnapshot): string | null => (snapshot.context.touched ? snapshot.context.error : null)

export const selectEmail = (snapshot: NewsletterSnapshot): string => snapshot.context.email
export const isSubmitting = (snapshot: NewsletterSnapshot): boolean => snapshot.matches("submitting")
