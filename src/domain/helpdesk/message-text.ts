/**
 * A helpdesk message is plain text: HTML tags are stripped with the spec's
 * trimming rule (§5 "Text trimming strips HTML tags"), entities left as
 * typed (src/domain/shared/text.ts plainLines), but unlike a
 * one-line field a message keeps its line breaks: each line's spaces
 * collapse, runs of more than one blank line become one, and the whole is
 * trimmed. The server stores exactly this; the browser may show the same
 * before sending.
 */
import { plainLines } from "../shared/text.ts"

export const plainMessageText = (raw: string): string => plainLines(raw)

/** Characters (Unicode code points, so an emoji is one) of the plain text. */
export const plainLength = (text: string): number => Array.from(text).length
