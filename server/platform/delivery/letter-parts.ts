/**
 * An email's words written once and sent as two parts: the plain
 * text every mail client can show (exactly the text the outbox has always
 * kept) and an HTML part, both rendered here from the same blocks.
 *
 * The HTML escapes every value it is given: a learner's name, a ticket's
 * subject, an exam's name and a link all arrive as text, and names are
 * typed by people (security finding 9: stored as typed, with tags stripped
 * but "<", ">" and "&" kept as text). No caller writes markup; a letter
 * cannot add a tag, an attribute or a script whatever its values hold. A
 * link is written only for an http(s) address (the shop's own PUBLIC_URL).
 */
import { escapeHtml } from "../../shared/escape-html.ts"

/** A piece of a line: text as it is, text shown strong, or an absolute link (shown as its address). */
export type Inline = string | { readonly strong: string } | { readonly link: string }

/** One line of a paragraph. */
export type Line = string | ReadonlyArray<Inline>

export type Block =
  /** A paragraph of one or more lines (a blank line between paragraphs in the text part). */
  | { readonly _tag: "Paragraph"; readonly lines: ReadonlyArray<Line> }
  /** Label and value rows (an order's amounts): "  label: value" in the text part, a table in HTML. */
  | { readonly _tag: "Rows"; readonly rows: ReadonlyArray<readonly [label: string, value: string]> }

export const paragraph = (...lines: ReadonlyArray<Line>): Block => ({ _tag: "Paragraph", lines })
export const rows = (entries: ReadonlyArray<readonly [string, string]>): Block => ({ _tag: "Rows", rows: entries })
export const strong = (text: string): Inline => ({ strong: text })
export const link = (url: string): Inline => ({ link: url })

export interface LetterParts {
  readonly subject: string
  /** The text part, also what the outbox shows. */
  readonly body: string
  /** The HTML part. */
  readonly html: string
}

const inlines = (line: Line): ReadonlyArray<Inline> => (typeof line === "string" ? [line] : line)

const inlineText = (piece: Inline): string => (typeof piece === "string" ? piece : "strong" in piece ? piece.strong : piece.link)

const isWebAddress = (url: string) => /^https?:\/\/[^\s]+$/i.test(url)

const inlineHtml = (piece: Inline): string => {
  if (typeof piece === "string") return escapeHtml(piece)
  if ("strong" in piece) return `<strong>${escapeHtml(piece.strong)}</strong>`
  const url = escapeHtml(piece.link)
  return isWebAddress(piece.link) ? `<a href="${url}" style="color:#1d4ed8">${url}</a>` : url
}

const blockText = (block: Block): string =>
  block._tag === "Paragraph"
    ? block.lines.map((line) => inlines(line).map(inlineText).join("")).join("\n")
    : block.rows.map(([label, value]) => `  ${label}: ${value}`).join("\n")

const blockHtml = (block: Block): string =>
  block._tag === "Paragraph"
    ? `<p style="margin:0 0 16px">${block.lines.map((line) => inlines(line).map(inlineHtml).join("")).join("<br>")}</p>`
    : `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:2px 24px 2px 0">${escapeHtml(label)}</td><td style="padding:2px 0;text-align:right">${escapeHtml(value)}</td></tr>`
        )
        .join("")}</table>`

/** The text part: the blocks' lines, a blank line between blocks. */
export const letterText = (blocks: ReadonlyArray<Block>): string => blocks.map(blockText).join("\n\n")

/** The HTML part: a whole document, inline styles only (mail clients drop style sheets). */
export const letterHtml = (subject: string, blocks: ReadonlyArray<Block>): string =>
  `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${blocks.map(blockHtml).join("\n")}
</div>
</body>
</html>
`

/** Both parts of a letter from its subject and blocks. */
export const letterParts = (subject: string, blocks: ReadonlyArray<Block>): LetterParts => ({
  subject,
  body: letterText(blocks),
  html: letterHtml(subject, blocks)
})
