/**
 * The mail and SMS outbox in memory.
 */
import { Clock, Effect, Layer, Option } from "effect"
import { Outbox, type Attachment, type AttachmentInfo, type OutboxEntry } from "../../../server/platform/delivery/outbox.ts"

/** In memory: what a unit test reads to find the code a learner was sent, or the receipt attached. */
export const outboxInMemory = Layer.sync(Outbox, () => {
  const entries: Array<OutboxEntry> = []
  const files: Array<Attachment> = []
  return Outbox.of({
    record: (message) =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        const attachments = (message.attachments ?? []).map((file): AttachmentInfo => {
          files.push(file)
          return { id: String(files.length), filename: file.filename, contentType: file.contentType, size: file.content.length }
        })
        entries.push({
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject,
          body: message.body,
          createdAt: new Date(now).toISOString(),
          attachments,
          relay: message.relay === undefined ? "none" : "pending"
        })
        return String(entries.length)
      }),
    newest: (limit) => Effect.sync(() => entries.slice(-limit).reverse()),
    attachment: (id) => Effect.sync(() => Option.fromUndefinedOr(/^[0-9]+$/.test(id) ? files[Number(id) - 1] : undefined))
  })
})
