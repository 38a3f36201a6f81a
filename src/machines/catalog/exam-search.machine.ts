/**
 * The search box above the exam results (/exam, /exam?searchString=…;
 * spec §2, §4, §5). The results themselves are a paged list keyed by the
 * address; this machine only decides when the address changes.
 *
 *              TYPE (restarts the wait)
 *               ┌──┐
 *   idle ─TYPE─▶ debouncing ─ after searchDebounce ─▶ idle  (showResults when the text differs from what is shown)
 *     ▲  SUBMIT: blank → 'Please enter exam name', no search; else showResults at once
 *     └─ CLEAR: empty box, every exam again · SYNC: the address changed elsewhere (header search)
 *
 * `showResults({ searchString })` is the wiring's: it replaces the address
 * with /exam?searchString=… (or /exam for ""), so Back leaves the results
 * instead of stepping through every keystroke. Emptying the box by typing
 * shows every exam again, like CLEAR; only an explicit blank SUBMIT is an
 * error, because only then did the learner ask for a search of nothing.
 */
import { assign, setup, type SnapshotFrom } from "xstate"
import { SEARCH_REQUIRED } from "../../domain/shared/validation-messages.ts"

/** How long typing must pause before the results follow (ms). */
export const SEARCH_DEBOUNCE_MS = 400

export interface ExamSearchContext {
  /** What the box holds, as typed. */
  readonly text: string
  /** The (trimmed) search the results show now; "" for every exam. */
  readonly shown: string
  /** 'Please enter exam name' after a blank submit, until the learner types. */
  readonly error: string | null
}

export interface ExamSearchInput {
  /** The address's searchString ("" when there is none). */
  readonly searchString: string
}

export type ExamSearchEvent =
  | { readonly type: "TYPE"; readonly value: string }
  | { readonly type: "SUBMIT" }
  | { readonly type: "CLEAR" }
  | { readonly type: "SYNC"; readonly searchString: string }

const isBlank = (text: string): boolean => text.trim() === ""

export const examSearchMachine = setup({
  types: {
    context: {} as ExamSearchContext,
    events: {} as ExamSearchEvent,
    input: {} as ExamSearchInput
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS
  },
  actions: {
    /** Replaces the address with the results of `searchString`; provided by the wiring. */
    showResults: (_, _params: { readonly searchString: string }) => {},
    type: assign(({ context }, params: { readonly value: string }) => ({
      text: params.value,
      // A blank-submit message stays until there is something to search for.
      error: isBlank(params.value) ? context.error : null
    })),
    markShown: assign(({ context }) => ({ shown: context.text.trim(), error: null })),
    requireText: assign(() => ({ error: SEARCH_REQUIRED })),
    clear: assign(() => ({ text: "", shown: "", error: null })),
    sync: assign((_, params: { readonly searchString: string }) => ({
      text: params.searchString,
      shown: params.searchString.trim(),
      error: null
    }))
  },
  guards: {
    isBlank: ({ context }) => isBlank(context.text),
    isNewSearch: ({ context }) => context.text.trim() !== context.shown,
    /**
     * Only a search other than the one shown: the address the machine itself
     * just set comes back as SYNC too, and must not trim the space the
     * learner typed a moment ago.
     */
    isOtherThanShown: ({ context }, params: { readonly searchString: string }) => params.searchString.trim() !== context.shown
  }
}).createMachine({
  id: "examSearch",
  context: ({ input }) => ({ text: input.searchString, shown: input.searchString.trim(), error: null }),
  initial: "idle",
  on: {
    SUBMIT: [
      { guard: "isBlank", target: ".idle", actions: "requireText" },
      {
        target: ".idle",
        actions: [{ type: "showResults", params: ({ context }) => ({ searchString: context.text.trim() }) }, "markShown"]
      }
    ],
    CLEAR: {
      target: ".idle",
      actions: ["clear", { type: "showResults", params: () => ({ searchString: "" }) }]
    }
  },
  states: {
    idle: {
      on: {
        TYPE: { target: "debouncing", actions: { type: "type", params: ({ event }) => ({ value: event.value }) } },
        // Only while idle: during a pause in typing, the box is the learner's.
        SYNC: {
          guard: { type: "isOtherThanShown", params: ({ event }) => ({ searchString: event.searchString }) },
          actions: { type: "sync", params: ({ event }) => ({ searchString: event.searchString }) }
        }
      }
    },
    debouncing: {
      on: {
        TYPE: { target: "debouncing", reenter: true, actions: { type: "type", params: ({ event }) => ({ value: event.value }) } }
      },
      after: {
        searchDebounce: [
          {
            guard: "isNewSearch",
            target: "idle",
            actions: [{ type: "showResults", params: ({ context }) => ({ searchString: context.text.trim() }) }, "markShown"]
          },
          { target: "idle" }
        ]
      }
    }
  }
})

export type ExamSearchSnapshot = SnapshotFrom<typeof examSearchMachine>

export const selectSearchText = (snapshot: ExamSearchSnapshot): string => snapshot.context.text
export const selectSearchError = (snapshot: ExamSearchSnapshot): string | null => snapshot.context.error
/** Typing has not settled yet: the results below are about to change. */
export const isSearchPending = (snapshot: ExamSearchSnapshot): boolean => snapshot.matches("debouncing")
