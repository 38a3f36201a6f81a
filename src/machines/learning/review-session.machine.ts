/**
 * A short review session of an exam's due questions: up to ten
 * questions, one at a time, each shown without its answer.
 *
 *   loading ─ done (cards) ──▶ answering ─ SUBMIT / DONT_KNOW ─▶ grading ─ done ─▶ revealed
 *      │ done (none) ─▶ empty      ▲  CHOOSE (toggle)              │ error              │ NEXT
 *      │ error                     └───────────────────────────────┘ notifyFailure      ▼
 *      ▼ notifyFailure             ◀──────────────── NEXT (more cards) ─────────── (last: finished)
 *    failed ── RETRY ─▶ loading                empty / finished ── RESTART ─▶ loading
 *
 * The server grades: only its answer reveals the correct options and the
 * explanation, and it rates the card and says when the question comes back.
 * A grading failure (the connection, a refusal such as an expired
 * subscription) leaves the question on screen with the learner's choice,
 * to send again.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"
import type { OptionId } from "../../api/shared/ids.ts"
import type { ReviewCard, ReviewOutcome, ReviewSession } from "../../api/learning/learning.ts"

export interface ReviewSessionInput {
  readonly subscId: string
  /** The learner's offset from UTC: "due today" ends at their midnight. */
  readonly utcOffsetMinutes: number
}

export interface ReviewAnswerRequest {
  readonly subscId: string
  readonly qsnId: ReviewCard["qsnId"]
  readonly answer: ReadonlyArray<OptionId>
  readonly version: number
}

/** One answered question of the session, for the summary at its end. */
export interface ReviewedQuestion {
  readonly qsnId: ReviewCard["qsnId"]
  readonly outcome: ReviewOutcome["outcome"]
  readonly nextReviewInSeconds: number
}

export interface ReviewSessionContext extends ReviewSessionInput {
  readonly cards: ReadonlyArray<ReviewCard>
  readonly index: number
  readonly chosen: ReadonlyArray<OptionId>
  readonly outcome: ReviewOutcome | null
  readonly reviewed: ReadonlyArray<ReviewedQuestion>
  /** Due today when the session was loaded (beyond the ten it holds). */
  readonly dueToday: number
  readonly failureMessage: string | null
}

export type ReviewSessionEvent =
  | { readonly type: "CHOOSE"; readonly optionId: OptionId }
  | { readonly type: "SUBMIT" }
  | { readonly type: "DONT_KNOW" }
  | { readonly type: "NEXT" }
  | { readonly type: "RETRY" }
  | { readonly type: "RESTART" }

const messageOf = (error: unknown): string =>
  typeof error === "object" && error !== null && "message" in error && typeof error.message === "string" ? error.message : "The review could not be loaded."

export const reviewSessionMachine = setup({
  types: {
    context: {} as ReviewSessionContext,
    events: {} as ReviewSessionEvent,
    input: {} as ReviewSessionInput
  },
  actors: {
    loadSession: fromPromise<ReviewSession, ReviewSessionInput>(async () => {
      throw new Error("provide loadSession")
    }),
    answerReview: fromPromise<ReviewOutcome, ReviewAnswerRequest>(async () => {
      throw new Error("provide answerReview")
    })
  },
  guards: {
    hasCards: (_, params: { readonly session: ReviewSession }) => params.session.cards.length > 0,
    hasChoice: ({ context }) => context.chosen.length > 0,
    hasNextCard: ({ context }) => context.index + 1 < context.cards.length
  },
  actions: {
    storeSession: assign((_, params: { readonly session: ReviewSession }) => ({
      cards: params.session.cards,
      dueToday: params.session.dueToday,
      index: 0,
      chosen: [],
      outcome: null,
      reviewed: [],
      failureMessage: null
    })),
    storeFailure: assign((_, params: { readonly error: unknown }) => ({ failureMessage: messageOf(params.error) })),
    /** A single-answer question keeps one choice; a multiple-answer one toggles. */
    choose: assign(({ context }, params: { readonly optionId: OptionId }) => {
      const card = context.cards[context.index]
      if (card === undefined) return {}
      if (card.kind === "single") return { chosen: [params.optionId] }
      return {
        chosen: context.chosen.includes(params.optionId) ? context.chosen.filter((id) => id !== params.optionId) : [...context.chosen, params.optionId]
      }
    }),
    clearChoice: assign({ chosen: [] }),
    storeOutcome: assign(({ context }, params: { readonly outcome: ReviewOutcome }) => ({
      outcome: params.outcome,
      reviewed: [...context.reviewed, { qsnId: params.outcome.qsnId, outcome: params.outcome.outcome, nextReviewInSeconds: params.outcome.nextReviewInSeconds }]
    })),
    nextCard: assign(({ context }) => ({ index: context.index + 1, chosen: [], outcome: null })),
    notifyFailure: (_, _params: { readonly error: unknown }) => {}
  }
}).createMachine({
  id: "reviewSession",
  context: ({ input }) => ({
    subscId: input.subscId,
    utcOffsetMinutes: input.utcOffsetMinutes,
    cards: [],
    index: 0,
    chosen: [],
    outcome: null,
    reviewed: [],
    dueToday: 0,
    failureMessage: null
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadSession",
        src: "loadSession",
        input: ({ context }) => ({ subscId: context.subscId, utcOffsetMinutes: context.utcOffsetMinutes }),
        onDone: [
          {
            guard: { type: "hasCards", params: ({ event }) => ({ session: event.output }) },
            target: "answering",
            actions: { type: "storeSession", params: ({ event }) => ({ session: event.output }) }
          },
          { target: "empty", actions: { type: "storeSession", params: ({ event }) => ({ session: event.output }) } }
        ],
        onError: {
          target: "failed",
          actions: [
            { type: "storeFailure", params: ({ event }) => ({ error: event.error }) },
            { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) }
          ]
        }
      }
    },
    failed: {
      on: { RETRY: "loading" }
    },
    empty: {
      on: { RESTART: "loading" }
    },
    answering: {
      on: {
        CHOOSE: { actions: { type: "choose", params: ({ event }) => ({ optionId: event.optionId }) } },
        SUBMIT: { guard: "hasChoice", target: "grading" },
        // "I don't know": sent with no option, rated as wrong.
        DONT_KNOW: { target: "grading", actions: "clearChoice" }
      }
    },
    grading: {
      invoke: {
        id: "answerReview",
        src: "answerReview",
        input: ({ context }) => ({
          subscId: context.subscId,
          qsnId: context.cards[context.index]!.qsnId,
          answer: context.chosen,
          version: context.cards[context.index]!.version
        }),
        onDone: { target: "revealed", actions: { type: "storeOutcome", params: ({ event }) => ({ outcome: event.output }) } },
        onError: { target: "answering", actions: { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    revealed: {
      on: {
        NEXT: [{ guard: "hasNextCard", target: "answering", actions: "nextCard" }, { target: "finished" }]
      }
    },
    finished: {
      on: { RESTART: "loading" }
    }
  }
})

export type ReviewSessionSnapshot = SnapshotFrom<typeof reviewSessionMachine>

export const selectCurrentCard = (snapshot: ReviewSessionSnapshot): ReviewCard | null => snapshot.context.cards[snapshot.context.index] ?? null
