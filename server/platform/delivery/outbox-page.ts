/**
 * The developer's outbox page: every email and SMS, newest first. All
 * content is escaped — names and subjects come from learners' input, and
 * this page must never run what someone typed.
 */
import { escapeHtml } from "../../shared/escape-html.ts"
import type { AttachmentInfo, OutboxEntry } from "./outbox.ts"

/** Where the outbox serves an attachment's file. */
export const attachmentPath = (id: string): string => `/dev/outbox/attachments/${encodeURIComponent(id)}`

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`

const attachmentList = (files: ReadonlyArray<AttachmentInfo>) =>
  files.length === 0
    ? ""
    : `
      <ul class="files">${files
        .map(
          (file) => `
        <li><a href="${escapeHtml(attachmentPath(file.id))}">${escapeHtml(file.filename)}</a> <span class="meta">(${escapeHtml(file.contentType)}, ${kilobytes(file.size)})</span></li>`
        )
        .join("")}
      </ul>`

const RELAY_WORDS: Readonly<Record<Exclude<OutboxEntry["relay"], "none">, string>> = {
  pending: "owed to the SMTP relay",
  sent: "sent through the SMTP relay",
  failed: "given up by the SMTP relay"
}

const relayWords = (entry: OutboxEntry) => (entry.relay === "none" ? "" : ` · ${RELAY_WORDS[entry.relay]}`)

const row = (entry: OutboxEntry) => `
    <article>
      <h2>${escapeHtml(entry.channel === "email" ? entry.subject : "SMS")}</h2>
      <p class="meta">${escapeHtml(entry.channel)} to <strong>${escapeHtml(entry.recipient)}</strong> · <time datetime="${escapeHtml(entry.createdAt)}">${escapeHtml(entry.createdAt)}</time>${relayWords(entry)}</p>
      <pre>${escapeHtml(entry.body)}</pre>${attachmentList(entry.attachments)}
    </article>`

export const renderOutboxPage = (entries: ReadonlyArray<OutboxEntry>): string => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Outbox — ExamReady (development)</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #1f2933; }
      article { border: 1px solid #cbd2d9; border-radius: 8px; padding: 0.75rem 1rem; margin: 0 0 1rem; }
      h2 { font-size: 1.05rem; margin: 0 0 0.25rem; }
      .meta { color: #52606d; margin: 0 0 0.5rem; font-size: 0.9rem; }
      pre { white-space: pre-wrap; margin: 0; font: inherit; }
      .files { margin: 0.5rem 0 0; padding-left: 1.25rem; }
    </style>
  </head>
  <body>
    <h1>Outbox</h1>
    <p>Every email and text message the shop has sent, newest first. This page exists only outside production.
       The same list as JSON: <a href="/dev/outbox.json">/dev/outbox.json</a>.</p>
    ${entries.length === 0 ? "<p>Nothing has been sent yet.</p>" : entries.map(row).join("")}
  </body>
</html>
`
