/**
 * The attachment quota's rule as the browser checks it before an upload and
 * the server before storing: the account's day and total, then the ticket
 * with the files waiting in the composer; the sentence names the limit.
 */
import { describe, expect, it } from "vitest"
import type { AttachmentQuota } from "../../../src/api/helpdesk/helpdesk-quota.ts"
import {
  attachmentQuotaRefusal,
  dayQuotaMessage,
  ticketQuotaMessage,
  totalQuotaMessage,
  uploadQuotaRefusal
} from "../../../src/domain/helpdesk/attachment-quota.ts"

const MB = 1024 * 1024
const QUOTA: AttachmentQuota = {
  perDayBytes: 25 * MB,
  totalBytes: 100 * MB,
  perTicketBytes: 10 * MB,
  usedTodayBytes: 0,
  usedTotalBytes: 0,
  ticketUsedBytes: 0
}

describe("the attachment quota", () => {
  it("lets a file through up to the last byte of every limit", () => {
    expect(attachmentQuotaRefusal({ ...QUOTA, usedTodayBytes: 20 * MB, usedTotalBytes: 95 * MB, ticketUsedBytes: 5 * MB }, 5 * MB, 0)).toBeNull()
  })

  it("refuses a file past the day's bytes, naming the limit in MB", () => {
    expect(attachmentQuotaRefusal({ ...QUOTA, usedTodayBytes: 20 * MB + 1, usedTotalBytes: 21 * MB }, 5 * MB, 0)).toBe(dayQuotaMessage(25 * MB))
    expect(dayQuotaMessage(25 * MB)).toContain("25 MB")
  })

  it("refuses a file past the bytes kept in all before the day's", () => {
    expect(attachmentQuotaRefusal({ ...QUOTA, usedTodayBytes: 24 * MB, usedTotalBytes: 99 * MB }, 2 * MB, 0)).toBe(totalQuotaMessage(100 * MB))
  })

  it("counts the files waiting in the composer for the ticket, and a new ticket as carrying nothing", () => {
    expect(attachmentQuotaRefusal({ ...QUOTA, ticketUsedBytes: 4 * MB }, 3 * MB, 3 * MB + 1)).toBe(ticketQuotaMessage(10 * MB))
    expect(attachmentQuotaRefusal({ ...QUOTA, ticketUsedBytes: 4 * MB }, 3 * MB, 3 * MB)).toBeNull()
    expect(attachmentQuotaRefusal({ ...QUOTA, ticketUsedBytes: null }, 10 * MB + 1, 0)).toBe(ticketQuotaMessage(10 * MB))
    expect(ticketQuotaMessage(2.5 * MB)).toContain("2.5 MB")
  })

  it("is the server's upload check without the ticket", () => {
    expect(uploadQuotaRefusal({ perDayBytes: 3000, totalBytes: 5000, usedTodayBytes: 2000, usedTotalBytes: 2000 }, 1000)).toBeNull()
    expect(uploadQuotaRefusal({ perDayBytes: 3000, totalBytes: 5000, usedTodayBytes: 2000, usedTotalBytes: 2000 }, 1001)).toBe(dayQuotaMessage(3000))
  })
})
