/**
 * The chat's two lists, as pure functions ("nothing lost or
 * doubled"): the ticket's messages as the server numbered them, and the
 * outbox of messages written here and not yet stored.
 *
 * The server echoes every message to every participant's stream, the
 * sender's own included, and a reload returns what the stream already
 * brought: so a message is added once, known by its id or by its clientId,
 * and the list is always ordered by the server's `seq`, never by time.
 */
import type { HelpdeskAttachment, TicketMessage } from "../../api/helpdesk/helpdesk.ts"

/** A message written here: "queued" waits or is being sent; "failed" was refused for good (its error shows, with Retry). */
export interface OutboxItem {
  readonly clientId: string
  readonly text: string
  readonly attachments: ReadonlyArray<HelpdeskAttachment>
  /** ISO instant it was written (for showing only). */
  readonly createdAt: string
  readonly status: "queued" | "failed"
  readonly error: string | null
}

export type Outbox = ReadonlyArray<OutboxItem>

/** What a message is to its writer: on its way, stored, or refused. */
export type DeliveryState = "sending" | "sent" | "failed"

const bySeq = (a: TicketMessage, b: TicketMessage): number => a.seq - b.seq

/** Whether the log holds this message already (by id or by clientId). */
export const hasMessage = (log: ReadonlyArray<TicketMessage>, message: Pick<TicketMessage, "_id" | "clientId">): boolean =>
  log.some((known) => known._id === message._id || known.clientId === message.clientId)

/** Adds the messages the log does not hold yet, ordered by seq. */
export const mergeMessages = (log: ReadonlyArray<TicketMessage>, incoming: ReadonlyArray<TicketMessage>): ReadonlyArray<TicketMessage> => {
  const added: Array<TicketMessage> = []
  for (const message of incoming) if (!hasMessage(log, message) && !hasMessage(added, message)) added.push(message)
  return added.length === 0 ? log : [...log, ...added].sort(bySeq)
}

/** The highest seq in the log (0 for none). */
export const lastSeq = (log: ReadonlyArray<TicketMessage>): number => log.reduce((highest, message) => Math.max(highest, message.seq), 0)

/** Adds a message written here, unless one with its clientId waits already. */
export const enqueueMessage = (outbox: Outbox, item: Omit<OutboxItem, "status" | "error">): Outbox =>
  outbox.some((known) => known.clientId === item.clientId) ? outbox : [...outbox, { ...item, status: "queued", error: null }]

/** The first message waiting to be sent, in the order written. */
export const nextToSend = (outbox: Outbox): OutboxItem | undefined => outbox.find((item) => item.status === "queued")

/** The outbox without the messages the log holds now (stored, whether the answer or the stream said so first). */
export const withoutStored = (outbox: Outbox, log: ReadonlyArray<TicketMessage>): Outbox => {
  const left = outbox.filter((item) => !log.some((message) => message.clientId === item.clientId))
  return left.length === outbox.length ? outbox : left
}

export const markFailed = (outbox: Outbox, clientId: string, error: string): Outbox =>
  outbox.map((item) => (item.clientId === clientId ? { ...item, status: "failed", error } : item))

export const markQueued = (outbox: Outbox, clientId: string): Outbox =>
  outbox.map((item) => (item.clientId === clientId ? { ...item, status: "queued", error: null } : item))

export const removeItem = (outbox: Outbox, clientId: string): Outbox => outbox.filter((item) => item.clientId !== clientId)

/** Backoff after failed tries in a row: 1 s, 2 s, 4 s … at most 30 s. */
export const backoffMs = (failures: number): number => Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1))
