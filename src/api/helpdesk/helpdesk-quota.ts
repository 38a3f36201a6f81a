/**
 * The helpdesk's attachment quota: how many bytes of files a learner may
 * upload in 24 hours and keep in all, and how many one ticket may carry from
 * them. The numbers are the server's settings (HELPDESK_FILES_PER_DAY_MB,
 * HELPDESK_FILES_TOTAL_MB, HELPDESK_FILES_PER_TICKET_MB; these defaults when
 * unset), so the browser asks for them with the learner's use before it
 * uploads and refuses a file that would not fit with the server's own
 * sentence (src/domain/helpdesk/attachment-quota.ts). Agents' files are not
 * counted.
 */
import { Schema } from "effect"

const MB = 1024 * 1024

export interface AttachmentQuotaLimits {
  /** Bytes a learner may upload in any 24 hours. */
  readonly perDayBytes: number
  /** Bytes of a learner's files kept in all (sent files, and unsent ones until they are forgotten after a day). */
  readonly totalBytes: number
  /** Bytes of the learner's own files one ticket may carry. */
  readonly perTicketBytes: number
}

export const DEFAULT_ATTACHMENT_QUOTA: AttachmentQuotaLimits = {
  perDayBytes: 25 * MB,
  totalBytes: 100 * MB,
  perTicketBytes: 25 * MB
}

export const AttachmentQuota = Schema.Struct({
  perDayBytes: Schema.Number,
  totalBytes: Schema.Number,
  perTicketBytes: Schema.Number,
  /** The learner's uploads of the last 24 hours. */
  usedTodayBytes: Schema.Number,
  /** Every file of the learner's still kept. */
  usedTotalBytes: Schema.Number,
  /** The learner's files the asked ticket carries; null when no ticket was asked about. */
  ticketUsedBytes: Schema.NullOr(Schema.Number)
})
export type AttachmentQuota = typeof AttachmentQuota.Type
export const AttachmentQuotaAnswer = Schema.Struct({ data: AttachmentQuota })

/** GET /helpdesk/attachment-quota?ticketId=…: the ticket is optional (a new ticket carries nothing yet). */
export const AttachmentQuotaQuery = { ticketId: Schema.optional(Schema.String) }
