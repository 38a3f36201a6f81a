/**
 * Likes and dislikes on a blog post or a comment (spec §1, §7 likeBlog,
 * disLikeBlog, likeComment, disLikeComment), the rule the server applies
 * (server/content/blog/reactions-repository.ts): a learner has at most one
 * reaction; a like replaces their dislike and the other way round; pressing
 * the reaction they already have takes it back.
 *
 * The browser applies the same rule the moment the learner presses, so the
 * count changes before the answer arrives; the answer's counts then replace
 * the guess.
 */

export type ReactionKind = "like" | "dislike"

/** What a guest who presses Like or Dislike is told (with a link to sign in). */
export const SIGN_IN_TO_REACT = "Sign in to like or dislike."

export interface ReactionState {
  readonly likes: number
  readonly dislikes: number
  /** The learner's own reaction, null when they have none. */
  readonly reaction: ReactionKind | null
}

/** What the learner's reaction becomes when they press `pressed`. */
export const nextReaction = (current: ReactionKind | null, pressed: ReactionKind): ReactionKind | null => (current === pressed ? null : pressed)

const countOf = (state: ReactionState, kind: ReactionKind): number => (kind === "like" ? state.likes : state.dislikes)

/**
 * The counts and reaction after pressing `pressed`. Counts never go below
 * zero, even from counts that were already stale.
 */
export const applyReaction = (state: ReactionState, pressed: ReactionKind): ReactionState => {
  const reaction = nextReaction(state.reaction, pressed)
  const delta = (kind: ReactionKind): number => (reaction === kind ? 1 : 0) - (state.reaction === kind ? 1 : 0)
  return {
    likes: Math.max(0, countOf(state, "like") + delta("like")),
    dislikes: Math.max(0, countOf(state, "dislike") + delta("dislike")),
    reaction
  }
}

/**
 * The press that turns the reaction `from` into `to` on the server (they
 * differ): pressing `to` sets it, pressing `from` again takes it back.
 */
export const pressBetween = (from: ReactionKind | null, to: ReactionKind | null): ReactionKind | null => (from === to ? null : (to ?? from))
