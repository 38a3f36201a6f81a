/**
 * Importing questions into a test's section from a GIFT, Aiken or CSV file:
 * check first, then import what was read.
 *
 *   editing ─ CHECK ─▶ checking ─ done ─▶ checked ─ IMPORT ─▶ importing ─ done ─▶ imported
 *      ▲                 │ error            │  ▲                 │ error              │
 *      └─────────────────┘                  │  └─────────────────┘                    │
 *      ◀── a new text, format or section ───┘  (and from imported; START_OVER clears) ─┘
 *
 * CHECK sends the file as a dry run: the server reads it and reports every
 * line it could not read, changing nothing. IMPORT is offered only after a
 * check that read questions, for exactly the text, format and section
 * checked (changing any of them goes back to editing); when the check found
 * problems, the import skips them (skipProblems), as the button says. The
 * server decides everything; a refusal's sentence stays in `failure`.
 * "imported" is emitted so the screen reloads the test; the success toast
 * is the `notifyImported` action's, provided by the composition root.
 */
import { assign, emit, fromPromise, setup, type PromiseActorLogic, type SnapshotFrom } from "xstate"
import type { QuestionFormat, QuestionImportReport } from "../../api/admin/admin-questions.ts"
import { failureMessage } from "../shared/resource.machine.ts"

export interface QuestionImportInput {
  readonly testId: string
  /** The section questions go into; null while the test has none. */
  readonly sectionId: string | null
}

/** What the import call is given (the contract's payload and the test). */
export interface QuestionImportRequest {
  readonly testId: string
  readonly sectionId: string
  readonly format: QuestionFormat
  readonly text: string
  readonly dryRun: boolean
  readonly skipProblems: boolean
}

export interface QuestionImportAnswer {
  readonly data: QuestionImportReport
  readonly message: string
}

export interface QuestionImportContext {
  readonly testId: string
  readonly sectionId: string | null
  readonly format: QuestionFormat
  readonly text: string
  /** The file the text was read from, or null when typed or pasted. */
  readonly source: string | null
  /** The last check's (or import's) report; null until checked, and again after any change. */
  readonly report: QuestionImportReport | null
  /** The server's sentence about the last check or import. */
  readonly message: string | null
  readonly failure: string | null
}

export type QuestionImportEvent =
  | { readonly type: "CHOOSE_FORMAT"; readonly format: QuestionFormat }
  | { readonly type: "CHOOSE_SECTION"; readonly sectionId: string }
  | { readonly type: "SET_TEXT"; readonly text: string; readonly source: string | null }
  | { readonly type: "FILE_REFUSED"; readonly message: string }
  | { readonly type: "CHECK" }
  | { readonly type: "IMPORT" }
  | { readonly type: "START_OVER" }

export type QuestionImportEmitted = { readonly type: "imported"; readonly answer: QuestionImportAnswer }

const requestOf = (context: QuestionImportContext, dryRun: boolean): QuestionImportRequest => ({
  testId: context.testId,
  sectionId: context.sectionId ?? "",
  format: context.format,
  text: context.text,
  dryRun,
  skipProblems: !dryRun && (context.report?.problems.length ?? 0) > 0
})

export const questionImportMachine = setup({
  types: {
    context: {} as QuestionImportContext,
    events: {} as QuestionImportEvent,
    input: {} as QuestionImportInput,
    emitted: {} as QuestionImportEmitted
  },
  actors: {
    importQuestions: fromPromise<QuestionImportAnswer, QuestionImportRequest>(async () => {
      throw new Error("provide importQuestions")
    })
  },
  guards: {
    canCheck: ({ context }) => context.sectionId !== null && context.text.trim() !== "",
    canImport: ({ context }) => context.sectionId !== null && (context.report?.read ?? 0) > 0
  },
  actions: {
    chooseFormat: assign((_, params: { readonly format: QuestionFormat }) => ({ format: params.format, report: null, message: null, failure: null })),
    chooseSection: assign((_, params: { readonly sectionId: string }) => ({ sectionId: params.sectionId, report: null, message: null, failure: null })),
    setText: assign((_, params: { readonly text: string; readonly source: string | null }) => ({
      text: params.text,
      source: params.source,
      report: null,
      message: null,
      failure: null
    })),
    refuseFile: assign((_, params: { readonly message: string }) => ({ report: null, message: null, failure: params.message })),
    startOver: assign({ text: "", source: null, report: null, message: null, failure: null }),
    clearFailure: assign({ failure: null }),
    storeAnswer: assign((_, params: { readonly answer: QuestionImportAnswer }) => ({
      report: params.answer.data,
      message: params.answer.message,
      failure: null
    })),
    storeFailure: assign((_, params: { readonly error: unknown }) => ({ failure: failureMessage(params.error) })),
    emitImported: emit((_, params: { readonly answer: QuestionImportAnswer }) => ({ type: "imported" as const, answer: params.answer })),
    // Provided by the composition root: the server's sentence as a success toast.
    notifyImported: (_, _params: { readonly answer: QuestionImportAnswer }) => {}
  }
}).createMachine({
  id: "questionImport",
  context: ({ input }) => ({
    testId: input.testId,
    sectionId: input.sectionId,
    format: "gift",
    text: "",
    source: null,
    report: null,
    message: null,
    failure: null
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        CHOOSE_FORMAT: { actions: { type: "chooseFormat", params: ({ event }) => ({ format: event.format }) } },
        CHOOSE_SECTION: { actions: { type: "chooseSection", params: ({ event }) => ({ sectionId: event.sectionId }) } },
        SET_TEXT: { actions: { type: "setText", params: ({ event }) => ({ text: event.text, source: event.source }) } },
        FILE_REFUSED: { actions: { type: "refuseFile", params: ({ event }) => ({ message: event.message }) } },
        CHECK: { guard: "canCheck", target: "checking", actions: "clearFailure" }
      }
    },
    checking: {
      invoke: {
        id: "importQuestions",
        src: "importQuestions",
        input: ({ context }: { readonly context: QuestionImportContext }) => requestOf(context, true),
        onDone: { target: "checked", actions: { type: "storeAnswer", params: ({ event }) => ({ answer: event.output }) } },
        onError: { target: "editing", actions: { type: "storeFailure", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    checked: {
      on: {
        CHOOSE_FORMAT: { target: "editing", actions: { type: "chooseFormat", params: ({ event }) => ({ format: event.format }) } },
        CHOOSE_SECTION: { target: "editing", actions: { type: "chooseSection", params: ({ event }) => ({ sectionId: event.sectionId }) } },
        SET_TEXT: { target: "editing", actions: { type: "setText", params: ({ event }) => ({ text: event.text, source: event.source }) } },
        FILE_REFUSED: { target: "editing", actions: { type: "refuseFile", params: ({ event }) => ({ message: event.message }) } },
        CHECK: { target: "checking", actions: "clearFailure" },
        IMPORT: { guard: "canImport", target: "importing", actions: "clearFailure" }
      }
    },
    importing: {
      invoke: {
        id: "importQuestions",
        src: "importQuestions",
        input: ({ context }: { readonly context: QuestionImportContext }) => requestOf(context, false),
        onDone: {
          target: "imported",
          actions: [
            { type: "storeAnswer", params: ({ event }) => ({ answer: event.output }) },
            { type: "notifyImported", params: ({ event }) => ({ answer: event.output }) },
            { type: "emitImported", params: ({ event }) => ({ answer: event.output }) }
          ]
        },
        onError: { target: "checked", actions: { type: "storeFailure", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    imported: {
      on: {
        START_OVER: { target: "editing", actions: "startOver" },
        CHOOSE_FORMAT: { target: "editing", actions: { type: "chooseFormat", params: ({ event }) => ({ format: event.format }) } },
        CHOOSE_SECTION: { target: "editing", actions: { type: "chooseSection", params: ({ event }) => ({ sectionId: event.sectionId }) } },
        SET_TEXT: { target: "editing", actions: { type: "setText", params: ({ event }) => ({ text: event.text, source: event.source }) } },
        FILE_REFUSED: { target: "editing", actions: { type: "refuseFile", params: ({ event }) => ({ message: event.message }) } }
      }
    }
  }
})

export type QuestionImportSnapshot = SnapshotFrom<typeof questionImportMachine>
export type QuestionImportLogic = typeof questionImportMachine

/** The machine with its call and the toast of a success. */
export const provideQuestionImport = (
  importQuestions: PromiseActorLogic<QuestionImportAnswer, QuestionImportRequest>,
  notifyImported: (answer: QuestionImportAnswer) => void = () => {}
): QuestionImportLogic =>
  questionImportMachine.provide({
    actors: { importQuestions },
    actions: { notifyImported: (_, params) => notifyImported(params.answer) }
  })

export const isBusy = (snapshot: QuestionImportSnapshot): boolean => snapshot.matches("checking") || snapshot.matches("importing")
/** How many questions IMPORT would create: those the last check read (0 when not checked). */
export const importableCount = (snapshot: QuestionImportSnapshot): number =>
  snapshot.matches("checked") || snapshot.matches("importing") ? (snapshot.context.report?.read ?? 0) : 0
