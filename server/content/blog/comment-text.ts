/**
 * A blog comment is plain text. The rule (tags stripped with the spec's text
 * trimming rule, whitespace collapsed, 1 to 1000 characters) lives in
 * src/domain/comment-rules.ts, so the browser's form and the server refuse
 * the same comments with the same words.
 */
import { commentText as plainComment, validateComment } from "../../../src/domain/content/comment-rules.ts"

export type CommentText = { readonly _tag: "Accepted"; readonly text: string } | { readonly _tag: "Refused"; readonly message: string }

export const commentText = (raw: string): CommentText => {
  const refusal = validateComment(raw)
  return refusal === null ? { _tag: "Accepted", text: plainComment(raw) } : { _tag: "Refused", message: refusal }
}
