import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { BlogComment } from "../../../src/api/content/blog.ts"
import { BlogPostId, CommentId } from "../../../src/api/shared/ids.ts"
import { COMMENT_REQUIRED, COMMENT_TOO_LONG } from "../../../src/domain/content/comment-rules.ts"
import {
  type CommentFormContext,
  commentFormMachine,
  type CommentPosted,
  commentThread,
  type CommentRequest,
  isPostingComment,
  selectCommentCharactersLeft,
  selectCommentText,
  selectPostedComments,
  visibleCommentError
} from "../../../src/machines/content/comment-form.machine.ts"
import { UNREACHABLE } from "../shared/fixtures.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"

const INPUT = { blogId: BlogPostId.make("b1") }

const COMMENT: BlogComment = {
  _id: CommentId.make("c9"),
  blogId: BlogPostId.make("b1"),
  authorName: "Dana Demo",
  comment: "Thanks, the checklist helped.",
  createdAt: "2026-11-22T10:00:00.000Z",
  likes: 0,
  dislikes: 0
}
const POSTED: CommentPosted = { message: "Your comment was posted.", comment: COMMENT }

const TOO_LONG_ISSUE = {
  _tag: "ApiFailure",
  reason: "Invalid",
  status: 400,
  message: COMMENT_TOO_LONG,
  issues: [{ path: "comment", message: COMMENT_TOO_LONG }]
} as const

// Each posted comment is appended, so the context would grow without end;
// for the graph, "has posted something" is what tells snapshots apart.
const stableContext = (context: unknown) => {
  const { posted, ...rest } = context as CommentFormContext
  return { ...rest, hasPosted: posted.length > 0 }
}

const coverage = computePathCoverage(commentFormMachine, {
  input: INPUT,
  stableContext,
  events: [
    { type: "CHANGED", value: "Thanks, the checklist helped." },
    { type: "BLURRED" },
    { type: "SUBMIT" },
    { type: "xstate.done.actor.addComment", output: POSTED },
    { type: "xstate.error.actor.addComment", error: TOO_LONG_ISSUE }
  ]
})

describe("commentFormMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(commentFormMachine, path, { input: INPUT, stableContext })).toEqual(path.expected)
  })
})

const start = (post: (request: CommentRequest) => Promise<CommentPosted>) => {
  const calls: Array<CommentRequest> = []
  const notifySuccess = vi.fn<(message: string) => void>()
  const notifyFailure = vi.fn<(error: unknown) => void>()
  const actor = createActor(
    commentFormMachine.provide({
      actors: {
        addComment: fromPromise<CommentPosted, CommentRequest>(({ input }) => {
          calls.push(input)
          return post(input)
        })
      },
      actions: {
        notifySuccess: (_, params) => notifySuccess(params.message),
        notifyFailure: (_, params) => notifyFailure(params.error)
      }
    }),
    { input: INPUT }
  ).start()
  return { actor, calls, notifySuccess, notifyFailure }
}

describe("commentFormMachine behaviour", () => {
  it("shows the message only once the field is touched (spec §5)", () => {
    const { actor } = start(async () => POSTED)
    actor.send({ type: "CHANGED", value: "<b></b>" })
    expect(visibleCommentError(actor.getSnapshot())).toBeNull()
    actor.send({ type: "BLURRED" })
    expect(visibleCommentError(actor.getSnapshot())).toBe(COMMENT_REQUIRED)
    actor.send({ type: "CHANGED", value: "x".repeat(1001) })
    expect(visibleCommentError(actor.getSnapshot())).toBe(COMMENT_TOO_LONG)
    expect(selectCommentCharactersLeft(actor.getSnapshot())).toBe(-1)
    actor.send({ type: "CHANGED", value: "Fine" })
    expect(visibleCommentError(actor.getSnapshot())).toBeNull()
  })

  it("an empty submit sends nothing and shows why", () => {
    const { actor, calls } = start(async () => POSTED)
    actor.send({ type: "SUBMIT" })
    expect(calls).toEqual([])
    expect(visibleCommentError(actor.getSnapshot())).toBe(COMMENT_REQUIRED)
  })

  it("posts the text as typed, keeps the comment, toasts and resets", async () => {
    const { actor, calls, notifySuccess } = start(async () => POSTED)
    const typed = "Careful: &lt;b&gt; is text <i>here</i>"
    actor.send({ type: "CHANGED", value: typed })
    actor.send({ type: "BLURRED" })
    actor.send({ type: "SUBMIT" })
    expect(isPostingComment(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (s) => s.matches("editing"))
    expect(calls).toEqual([{ blogId: "b1", comment: typed }])
    expect(notifySuccess).toHaveBeenCalledWith("Your comment was posted.")
    expect(selectPostedComments(actor.getSnapshot())).toEqual([COMMENT])
    expect(selectCommentText(actor.getSnapshot())).toBe("")
    // A fresh form: nothing to complain about until it is touched again.
    expect(visibleCommentError(actor.getSnapshot())).toBeNull()
  })

  it("keeps every comment posted from the form, oldest first", async () => {
    const second = { ...COMMENT, _id: CommentId.make("c10"), comment: "One more thing." }
    let answer = POSTED
    const { actor } = start(async () => answer)
    actor.send({ type: "CHANGED", value: "First" })
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches("editing"))
    answer = { ...POSTED, comment: second }
    actor.send({ type: "CHANGED", value: "One more thing." })
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => selectPostedComments(s).length === 2)
    expect(selectPostedComments(actor.getSnapshot()).map((c) => c._id)).toEqual(["c9", "c10"])
  })

  it("a failure keeps the text, goes to the shared handler and shows the server's message until the text changes", async () => {
    const { actor, notifyFailure } = start(() => Promise.reject(TOO_LONG_ISSUE))
    actor.send({ type: "CHANGED", value: "Something the server refuses" })
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches("editing"))
    expect(notifyFailure).toHaveBeenCalledWith(TOO_LONG_ISSUE)
    expect(selectCommentText(actor.getSnapshot())).toBe("Something the server refuses")
    expect(visibleCommentError(actor.getSnapshot())).toBe(COMMENT_TOO_LONG)
    expect(selectPostedComments(actor.getSnapshot())).toEqual([])
    actor.send({ type: "CHANGED", value: "Something shorter" })
    expect(visibleCommentError(actor.getSnapshot())).toBeNull()
  })

  it("an offline failure keeps the text without a field message", async () => {
    const { actor } = start(() => Promise.reject(UNREACHABLE))
    actor.send({ type: "CHANGED", value: "Offline comment" })
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches("editing"))
    expect(selectCommentText(actor.getSnapshot())).toBe("Offline comment")
    expect(visibleCommentError(actor.getSnapshot())).toBeNull()
  })

  it("ignores typing while the comment is being posted", () => {
    const { actor } = start(() => new Promise(() => {}))
    actor.send({ type: "CHANGED", value: "Posting this" })
    actor.send({ type: "SUBMIT" })
    actor.send({ type: "CHANGED", value: "changed meanwhile" })
    expect(selectCommentText(actor.getSnapshot())).toBe("Posting this")
  })
})

describe("commentThread", () => {
  it("adds the comments posted here after the post's own, once each", () => {
    const first = { ...COMMENT, _id: CommentId.make("c1"), comment: "First" }
    expect(commentThread([first], [])).toEqual([first])
    expect(commentThread([first], [COMMENT])).toEqual([first, COMMENT])
    // After the post is loaded again it holds the new comment itself.
    expect(commentThread([first, COMMENT], [COMMENT])).toEqual([first, COMMENT])
  })
})
