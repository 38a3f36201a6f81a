/**
 * A helpdesk message is plain text: HTML tags are stripped with the spec's
 * trimming rule (§5 "Text trimming strips HTML tags", src/domain/shared/text.ts),
 * but unlike a one-line preview a message keeps its line breaks: each line's
 * spaces collapse, runs of more than one blank line become one, and the
 * whole is trimmed. The server stores exactly this; the browser may show
 * the same before sending.
 */
import { stripHtml } from "../shared/text.ts"

/** A character no learner types (private use), standing in for a line break while tags are stripped. */
const BREAK = "\uE000"

export const plainMessageText = (raw: string): string =>
  stripHtml(raw.replace(/\r\n?/g, "\n").replaceAll(BREAK, "").replaceAll("\n", BREAK))
    .split(BREAK)
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()

/** Characters (Unicode code points, so an emoji is one) of the plain text. */
export const plainLength = (text: string): number => Array.from(text).length
