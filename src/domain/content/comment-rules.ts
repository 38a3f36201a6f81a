/**
 * A blog comment is plain text (spec §5 "Text trimming strips HTML tags"):
 * tags are stripped with the spec's rule (text.ts plainLine: until none is
 * left, entities kept as typed), whitespace collapses, and
 * what is left must be 1 to 1000 characters (Unicode code points, so an emoji
 * is one). The messages are the server's
 * (server/content/blog/comment-text.ts), so the form and a refused request
 * read the same.
 */
import { plainLine } from "../shared/text.ts"

export const COMMENT_MAX_LENGTH = 1000
export const COMMENT_REQUIRED = "Please write a comment."
export const COMMENT_TOO_LONG = `A comment can be at most ${COMMENT_MAX_LENGTH} characters.`

/** The text that will be posted: tags stripped, whitespace collapsed and trimmed. */
export const commentText = (raw: string): string => plainLine(raw)

/** How many characters of the 1000 the text would use once stripped. */
export const commentLength = (raw: string): number => Array.from(commentText(raw)).length

export const validateComment = (raw: string): string | null => {
  const length = commentLength(raw)
  if (length === 0) return COMMENT_REQUIRED
  return length > COMMENT_MAX_LENGTH ? COMMENT_TOO_LONG : null
}
