/**
 * The learner's own comment on a blog post (spec §2 /blog-detail/{id}; POST
 * /comment/add).
 *
 *   editing ─ SUBMIT (valid) ─▶ posting ─ done ─▶ editing (commentPosted, success toast, form reset)
 *      ▲                           │ error (shared handler; the text stays)
 *      └───────────────────────────┘
 *
 * Spec §5: validation runs on change and on blur, and the message shows
 * under the field only once it is touched; a refused submit touches it. The
 * rule is domain/comment-rules.ts (the server's): tags are stripped and 1 to
 * 1000 characters must remain. The text is sent as typed — the server strips
 * it itself, and stripping twice would turn an escaped "&lt;b&gt;" the
 * learner meant as text into a tag and drop it.
 *
 * Comments posted here are kept in `posted` (commentPosted), so the screen
 * shows them at the end of the thread without loading the post again.
 */
import type { AddCommentPayload, BlogComment } from "../../api/content/blog.ts"
import type { BlogPostId } from "../../api/shared/ids.ts"
import { COMMENT_MAX_LENGTH, commentLength, validateComment } from "../../domain/content/comment-rules.ts"
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"
import { issueMessages } from "../shared/form-fields.ts"

export interface CommentFormInput {
  readonly blogId: BlogPostId
}

export interface CommentFormContext {
  readonly blogId: BlogPostId
  readonly comment: string
  readonly touched: boolean
  /** The server's message for the field, until the text changes. */
  readonly serverError: string | null
  /** Comments posted from this form, oldest first. */
  readonly posted: ReadonlyArray<BlogComment>
}

export type CommentFormEvent = { readonly type: "CHANGED"; readonly value: string } | { readonly type: "BLURRED" } | { readonly type: "SUBMIT" }

/** What the addComment actor sends: the contract's payload. */
export type CommentRequest = AddCommentPayload

export interface CommentPosted {
  readonly message: string
  readonly comment: BlogComment
}

const commentIssue = (error: unknown): string | null => issueMessages(["comment"], error).comment

export const commentFormMachine = setup({
  types: {
    context: {} as CommentFormContext,
    events: {} as CommentFormEvent,
    input: {} as CommentFormInput
  },
  actors: {
    addComment: fromPromise<CommentPosted, CommentRequest>(async () => {
      throw new Error("provide addComment")
    })
  },
  actions: {
    change: assign((_, params: { readonly value: string }) => ({ comment: params.value, serverError: null })),
    touch: assign(() => ({ touched: true })),
    showServerIssue: assign((_, params: { readonly error: unknown }) => ({ serverError: commentIssue(params.error) })),
    commentPosted: assign(({ context }, params: { readonly comment: BlogComment }) => ({
      posted: [...context.posted, params.comment]
    })),
    resetForm: assign(() => ({ comment: "", touched: false, serverError: null })),
    notifySuccess: (_, _params: { readonly message: string }) => {},
    notifyFailure: (_, _params: { readonly error: unknown }) => {}
  },
  guards: {
    isValid: ({ context }) => validateComment(context.comment) === null
  }
}).createMachine({
  id: "commentForm",
  context: ({ input }) => ({ blogId: input.blogId, comment: "", touched: false, serverError: null, posted: [] }),
  initial: "editing",
  states: {
    editing: {
      on: {
        CHANGED: { actions: { type: "change", params: ({ event }) => ({ value: event.value }) } },
        BLURRED: { actions: "touch" },
        // A refused submit shows why, as if the field had been left.
        SUBMIT: [{ guard: "isValid", target: "posting" }, { actions: "touch" }]
      }
    },
    posting: {
      // Typing is paused (the field is read-only) until the answer comes.
      invoke: {
        id: "addComment",
        src: "addComment",
        input: ({ context }) => ({ blogId: context.blogId, comment: context.comment }),
        onDone: {
          target: "editing",
          actions: [
            { type: "commentPosted", params: ({ event }) => ({ comment: event.output.comment }) },
            { type: "notifySuccess", params: ({ event }) => ({ message: event.output.message }) },
            "resetForm"
          ]
        },
        onError: {
          target: "editing",
          actions: [
            { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) },
            { type: "showServerIssue", params: ({ event }) => ({ error: event.error }) },
            "touch"
          ]
        }
      }
    }
  }
})

export type CommentFormSnapshot = SnapshotFrom<typeof commentFormMachine>

export const selectCommentText = (snapshot: CommentFormSnapshot): string => snapshot.context.comment
/** The message under the field: the server's, else the rule's once touched (spec §5). */
export const visibleCommentError = (snapshot: CommentFormSnapshot): string | null => {
  const { serverError, touched, comment } = snapshot.context
  if (serverError !== null) return serverError
  return touched ? validateComment(comment) : null
}
export const isPostingComment = (snapshot: CommentFormSnapshot): boolean => snapshot.matches("posting")
export const selectPostedComments = (snapshot: CommentFormSnapshot): ReadonlyArray<BlogComment> => snapshot.context.posted
/** Characters left of the 1000, counting what remains once tags are stripped. */
export const selectCommentCharactersLeft = (snapshot: CommentFormSnapshot): number => COMMENT_MAX_LENGTH - commentLength(snapshot.context.comment)

/**
 * The thread on screen: the post's comments, then those posted here that the
 * post does not hold yet (it may have been loaded again since), oldest first.
 */
export const commentThread = (existing: ReadonlyArray<BlogComment>, posted: ReadonlyArray<BlogComment>): ReadonlyArray<BlogComment> => {
  const known = new Set(existing.map((comment) => comment._id))
  const added = posted.filter((comment) => !known.has(comment._id))
  return added.length === 0 ? existing : [...existing, ...added]
}
