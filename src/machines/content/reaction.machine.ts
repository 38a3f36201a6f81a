/**
 * Like and dislike on one blog post or one comment (spec §1, §7 likeBlog,
 * disLikeBlog, likeComment, disLikeComment). One actor per post and per
 * comment on screen; its context is what the buttons show.
 *
 *   idle ─ LIKE/DISLIKE (guest) ─▶ idle, askToSignIn; nothing changes
 *    │ ▲
 *    │ └─ done (server's reaction = wanted) ── error (roll back, notifyFailure)
 *    │ LIKE/DISLIKE (signed in): the counts change at once
 *    ▼
 *   reacting ─ LIKE/DISLIKE: shown at once, remembered as what the learner wants now
 *    └─ done (server's reaction ≠ wanted) ─▶ reacting again with the one press that gets there
 *
 * The count changes the moment the learner presses (domain/reaction.ts, the
 * server's own rule) and the answer's counts then replace the guess. A
 * failure puts back the counts the server last confirmed — those before the
 * click — and goes to the shared handler (spec §8).
 *
 * Presses while a call is in flight are coalesced, not dropped: the buttons
 * show each press at once, and when the answer comes the machine compares
 * the server's reaction with the one on screen; if they differ it sends the
 * single press that turns one into the other (like → none is pressing like
 * again). So any burst of presses costs at most two calls, ends where the
 * learner left it, and never sends two calls for one target at a time.
 *
 * Whether the learner is signed in is the guard `isSignedIn`, provided by the
 * wiring from the session; a guest's press only runs `askToSignIn`.
 * SYNC sets the learner's own reaction when GET /blog/myReactions answers
 * (the counts already include it); it is ignored while a press is in flight,
 * whose answer carries the reaction anyway.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"
import { applyReaction, pressBetween, type ReactionKind, type ReactionState } from "../../domain/content/reaction.ts"

export type ReactionTarget = "blog" | "comment"

export interface ReactionInput extends ReactionState {
  readonly target: ReactionTarget
  readonly id: string
}

export interface ReactionContext extends ReactionState {
  readonly target: ReactionTarget
  readonly id: string
  /** What the server last confirmed: where a failure rolls back to. */
  readonly confirmed: ReactionState
  /** The press in flight (or last sent). */
  readonly sending: ReactionKind | null
}

export interface ReactionRequest {
  readonly target: ReactionTarget
  readonly id: string
  readonly kind: ReactionKind
}

export type ReactionEvent = { readonly type: "LIKE" } | { readonly type: "DISLIKE" } | { readonly type: "SYNC"; readonly reaction: ReactionKind | null }

const stateOf = (state: ReactionState): ReactionState => ({ likes: state.likes, dislikes: state.dislikes, reaction: state.reaction })

const kindOf = (event: ReactionEvent): ReactionKind => (event.type === "DISLIKE" ? "dislike" : "like")

export const reactionMachine = setup({
  types: {
    context: {} as ReactionContext,
    events: {} as ReactionEvent,
    input: {} as ReactionInput
  },
  actors: {
    /** Resolves with the counts after the press and the learner's reaction. */
    react: fromPromise<ReactionState, ReactionRequest>(async () => {
      throw new Error("provide react")
    })
  },
  actions: {
    /** The first press: remember what the server knows, show the change at once. */
    press: assign(({ context }, params: { readonly kind: ReactionKind }) => ({
      ...applyReaction(context, params.kind),
      confirmed: stateOf(context),
      sending: params.kind
    })),
    /** A press while one is in flight: shown at once, sent when the answer comes. */
    pressAgain: assign(({ context }, params: { readonly kind: ReactionKind }) => applyReaction(context, params.kind)),
    takeAnswer: assign((_, params: { readonly answer: ReactionState }) => ({
      ...stateOf(params.answer),
      confirmed: stateOf(params.answer),
      sending: null
    })),
    /** The answer differs from what the learner wants now: one more press gets there. */
    pressTowardsWanted: assign(({ context }, params: { readonly answer: ReactionState }) => {
      const press = pressBetween(params.answer.reaction, context.reaction) ?? "like"
      return { ...applyReaction(params.answer, press), confirmed: stateOf(params.answer), sending: press }
    }),
    rollBack: assign(({ context }) => ({ ...context.confirmed, sending: null })),
    sync: assign(({ context }, params: { readonly reaction: ReactionKind | null }) => ({
      reaction: params.reaction,
      confirmed: { ...context.confirmed, reaction: params.reaction }
    })),
    /** A guest pressed: the wiring asks them to sign in. */
    askToSignIn: (_, _params: { readonly target: ReactionTarget; readonly id: string }) => {},
    notifyFailure: (_, _params: { readonly error: unknown }) => {}
  },
  guards: {
    /** Provided by the wiring from the session; a guest until told otherwise. */
    isSignedIn: () => false,
    wantsAnotherPress: ({ context }, params: { readonly answer: ReactionState }) => params.answer.reaction !== context.reaction
  }
}).createMachine({
  id: "reaction",
  context: ({ input }) => ({
    target: input.target,
    id: input.id,
    ...stateOf(input),
    confirmed: stateOf(input),
    sending: null
  }),
  initial: "idle",
  states: {
    idle: {
      on: {
        LIKE: [
          { guard: "isSignedIn", target: "reacting", actions: { type: "press", params: { kind: "like" } } },
          { actions: { type: "askToSignIn", params: ({ context }) => ({ target: context.target, id: context.id }) } }
        ],
        DISLIKE: [
          { guard: "isSignedIn", target: "reacting", actions: { type: "press", params: { kind: "dislike" } } },
          { actions: { type: "askToSignIn", params: ({ context }) => ({ target: context.target, id: context.id }) } }
        ],
        SYNC: { actions: { type: "sync", params: ({ event }) => ({ reaction: event.reaction }) } }
      }
    },
    reacting: {
      invoke: {
        id: "react",
        src: "react",
        input: ({ context }) => ({ target: context.target, id: context.id, kind: context.sending ?? "like" }),
        onDone: [
          {
            guard: { type: "wantsAnotherPress", params: ({ event }) => ({ answer: event.output }) },
            target: "reacting",
            reenter: true,
            actions: { type: "pressTowardsWanted", params: ({ event }) => ({ answer: event.output }) }
          },
          { target: "idle", actions: { type: "takeAnswer", params: ({ event }) => ({ answer: event.output }) } }
        ],
        onError: {
          target: "idle",
          actions: ["rollBack", { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) }]
        }
      },
      on: {
        LIKE: { actions: { type: "pressAgain", params: ({ event }) => ({ kind: kindOf(event) }) } },
        DISLIKE: { actions: { type: "pressAgain", params: ({ event }) => ({ kind: kindOf(event) }) } }
      }
    }
  }
})

export type ReactionSnapshot = SnapshotFrom<typeof reactionMachine>

/** What the buttons show: the counts and the learner's reaction, guessed or confirmed. */
export const selectReaction = (snapshot: ReactionSnapshot): ReactionState => stateOf(snapshot.context)
export const isReacting = (snapshot: ReactionSnapshot): boolean => snapshot.matches("reacting")
