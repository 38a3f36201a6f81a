/**
 * A blog comment is plain text: tags are stripped with the spec's text
 * trimming rule (§5, src/domain/text.ts — `<script>` and `<style>` go with
 * their content), whitespace is collapsed, and the result must be 1 to
 * COMMENT_MAX_LENGTH characters (Unicode code points, as the database's
 * char_length counts them).
 */
import { stripHtml } from "../../src/domain/text.ts"

export const COMMENT_MAX_LENGTH = 1000
export const COMMENT_EMPTY_MESSAGE = "Please write a comment."
export const COMMENT_TOO_LONG_MESSAGE = `A comment can be at most ${COMMENT_MAX_LENGTH} characters.`

export type CommentText =
  | { readonly _tag: "Accepted"; readonly text: string }
  | { readonly _tag: "Refused"; readonly message: string }

export const commentText = (raw: string): CommentText => {
  const text = stripHtml(raw)
  if (text === "") return { _tag: "Refused", message: COMMENT_EMPTY_MESSAGE }
  if (Array.from(text).length > COMMENT_MAX_LENGTH) return { _tag: "Refused", message: COMMENT_TOO_LONG_MESSAGE }
  return { _tag: "Accepted", text }
}
