/**
 * The attachment quota's rule (src/api/helpdesk/helpdesk-quota.ts), the same in the
 * browser, which refuses a file before uploading it, and on the server,
 * which refuses the upload or the message storing nothing: the sentences
 * name the limit that would be passed, in MB.
 */
import type { AttachmentQuota } from "../../api/helpdesk/helpdesk-quota.ts"

const MB = 1024 * 1024
const inMb = (bytes: number) => `${Number((bytes / MB).toFixed(1))} MB`

export const dayQuotaMessage = (perDayBytes: number) =>
  `This file would take your helpdesk files of the last 24 hours past ${inMb(perDayBytes)}. Please try again tomorrow, or send a smaller file.`
export const totalQuotaMessage = (totalBytes: number) =>
  `This file would take your helpdesk files past ${inMb(totalBytes)}, the most one account may keep. Please write without a file, or send a smaller one.`
export const ticketQuotaMessage = (perTicketBytes: number) =>
  `This file would take this ticket's files past ${inMb(perTicketBytes)}. Please send a smaller file, or describe it in words.`

/** Why an upload of `fileBytes` does not fit the account's day or total, or null. */
export const uploadQuotaRefusal = (
  quota: Pick<AttachmentQuota, "perDayBytes" | "totalBytes" | "usedTodayBytes" | "usedTotalBytes">,
  fileBytes: number
): string | null => {
  if (quota.usedTotalBytes + fileBytes > quota.totalBytes) return totalQuotaMessage(quota.totalBytes)
  if (quota.usedTodayBytes + fileBytes > quota.perDayBytes) return dayQuotaMessage(quota.perDayBytes)
  return null
}

/** Why adding `addingBytes` to a ticket that carries `usedBytes` of the learner's files is refused, or null. */
export const ticketQuotaRefusal = (perTicketBytes: number, usedBytes: number, addingBytes: number): string | null =>
  usedBytes + addingBytes > perTicketBytes ? ticketQuotaMessage(perTicketBytes) : null

/**
 * The browser's check before it uploads a file for a ticket: the account's
 * day and total, then the ticket with the files waiting in the composer
 * (uploaded already, so counted in the day and total, not yet in the ticket).
 * A new ticket (no ticket asked about) carries nothing yet.
 */
export const attachmentQuotaRefusal = (quota: AttachmentQuota, fileBytes: number, waitingBytes: number): string | null =>
  uploadQuotaRefusal(quota, fileBytes) ?? ticketQuotaRefusal(quota.perTicketBytes, (quota.ticketUsedBytes ?? 0) + waitingBytes, fileBytes)
