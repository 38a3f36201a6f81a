/**
 * The new-ticket form (spec §2 /helpdesk/add).
 *
 *   editing ─ SUBMIT (valid) ─▶ creating ─ done ─▶ created (final: the screen opens the chat)
 *      ▲                           │ error (the failure reported; field issues shown)
 *      └───────────────────────────┘
 *
 * Spec §5: validation runs on change and on blur, and a message shows under
 * a field only once it is touched; a refused submit touches every field.
 * The rules are domain/helpdesk/ticket-rules.ts with the contract's limits
 * and sentences, which come in with the input.
 * The first message's clientId comes in once with the input and never
 * changes: a second press while creating is ignored, and a retry after a
 * lost answer names the same clientId, so the server answers the ticket it
 * made the first time — one ticket however often the learner clicks.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"
import type { TicketCategory } from "../../api/helpdesk/helpdesk.ts"
import {
  type TicketAbout,
  type TicketField,
  TICKET_FIELDS,
  type TicketFormRules,
  validateAttachment,
  validateFirstMessage,
  validateSubject
} from "../../domain/helpdesk/ticket-rules.ts"
import { serverCheckedUpdates, type ServerCheckedContext, untouched } from "../shared/form-fields.ts"

export interface NewTicketInput {
  readonly clientId: string
  readonly about: TicketAbout
  /** The contract's limits and sentences (handed in by the wiring). */
  readonly rules: TicketFormRules
}

export interface NewTicketContext extends ServerCheckedContext<TicketField> {
  readonly clientId: string
  readonly about: TicketAbout
  readonly rules: TicketFormRules
  readonly category: TicketCategory
  readonly file: File | null
}

/** What the create call gets: the form's values as the contract names them. */
export interface NewTicketRequest {
  readonly subject: string
  readonly category: TicketCategory
  readonly link: TicketAbout["link"]
  readonly followUpOf: string | null
  readonly clientId: string
  readonly text: string
  readonly file: File | null
}

/** The created ticket's id and the server's sentence. */
export interface NewTicketCreated {
  readonly ticketId: string
  readonly message: string
}

export type NewTicketEvent =
  | { readonly type: "CHANGED"; readonly field: TicketField; readonly value: string }
  | { readonly type: "BLURRED"; readonly field: TicketField }
  | { readonly type: "CATEGORY"; readonly category: TicketCategory }
  | { readonly type: "FILE"; readonly file: File | null }
  | { readonly type: "SUBMIT" }

const fields = serverCheckedUpdates<NewTicketContext>(TICKET_FIELDS)

export type FieldMessages = Readonly<Record<TicketField | "file", string | null>>

/** Every rule's message for the values, touched or not. */
export const ticketFormErrors = (context: Pick<NewTicketContext, "values" | "file" | "rules">): FieldMessages => ({
  subject: validateSubject(context.values.subject, context.rules),
  text: validateFirstMessage(context.values.text, context.file !== null, context.rules),
  file: validateAttachment(context.file, context.rules)
})

export const newTicketMachine = setup({
  types: {
    context: {} as NewTicketContext,
    events: {} as NewTicketEvent,
    input: {} as NewTicketInput
  },
  actors: {
    createTicket: fromPromise<NewTicketCreated, NewTicketRequest>(async () => {
      throw new Error("provide createTicket")
    })
  },
  actions: {
    change: assign(fields.change),
    touch: assign(fields.touch),
    touchAll: assign(fields.touchAll),
    showServerIssues: assign(fields.showServerIssues),
    chooseCategory: assign((_, params: { readonly category: TicketCategory }) => ({ category: params.category })),
    pickFile: assign((_, params: { readonly file: File | null }) => ({ file: params.file })),
    openChat: (_, _params: NewTicketCreated) => {},
    notifyFailure: (_, _params: { readonly error: unknown }) => {}
  },
  guards: {
    isValid: ({ context }) => Object.values(ticketFormErrors(context)).every((error) => error === null)
  }
}).createMachine({
  id: "newTicket",
  context: ({ input }) => ({
    clientId: input.clientId,
    about: input.about,
    rules: input.rules,
    // A ticket about an exam, an attempt or a question is most likely about its content.
    category: input.about.link === null ? "technical" : "examContent",
    file: null,
    values: { subject: "", text: "" },
    touched: untouched(TICKET_FIELDS),
    serverErrors: { subject: null, text: null }
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        CHANGED: { actions: { type: "change", params: ({ event }) => ({ field: event.field, value: event.value }) } },
        BLURRED: { actions: { type: "touch", params: ({ event }) => ({ field: event.field }) } },
        CATEGORY: { actions: { type: "chooseCategory", params: ({ event }) => ({ category: event.category }) } },
        FILE: { actions: { type: "pickFile", params: ({ event }) => ({ file: event.file }) } },
        SUBMIT: [{ guard: "isValid", target: "creating" }, { actions: "touchAll" }]
      }
    },
    creating: {
      invoke: {
        id: "createTicket",
        src: "createTicket",
        input: ({ context }) => ({
          subject: context.values.subject.trim(),
          category: context.category,
          link: context.about.link,
          followUpOf: context.about.followUpOf,
          clientId: context.clientId,
          text: context.values.text,
          file: context.file
        }),
        onDone: { target: "created", actions: { type: "openChat", params: ({ event }) => event.output } },
        onError: {
          target: "editing",
          actions: [
            { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) },
            { type: "showServerIssues", params: ({ event }) => ({ error: event.error }) }
          ]
        }
      }
    },
    created: { type: "final" }
  }
})

export type NewTicketSnapshot = SnapshotFrom<typeof newTicketMachine>

/** The message under a field: the server's for it, else the rule's once touched (spec §5); a file's at once. */
export const visibleTicketError =
  (field: TicketField | "file") =>
  (snapshot: NewTicketSnapshot): string | null => {
    const { serverErrors, touched } = snapshot.context
    const errors = ticketFormErrors(snapshot.context)
    if (field === "file") return errors.file
    if (serverErrors[field] !== null) return serverErrors[field]
    return touched[field] ? errors[field] : null
  }
export const firstInvalidTicketField = (snapshot: NewTicketSnapshot): TicketField | "file" | null =>
  (["subject", "text", "file"] as const).find((field) => visibleTicketError(field)(snapshot) !== null) ?? null
/** Creating, or created and on its way to the chat: the button stays busy. */
export const isCreatingTicket = (snapshot: NewTicketSnapshot): boolean => !snapshot.matches("editing")
