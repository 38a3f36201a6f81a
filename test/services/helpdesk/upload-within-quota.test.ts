/**
 * The learner's upload as the browser makes it (helpdesk-calls.ts
 * uploadWithinQuota): the quota is asked first, with the ticket; a file
 * that would not fit fails with the quota's sentence and is never sent.
 */
import { Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { dayQuotaMessage, ticketQuotaMessage } from "../../../src/domain/helpdesk/attachment-quota.ts"
import { uploadWithinQuota } from "../../../src/services/helpdesk/helpdesk-calls.ts"
import { makeApiClientLayer } from "../../../src/services/shared/api-client.ts"
import { json, makeFakeFetch } from "../shared/fake-fetch.ts"

const TICKET_ID = "5f1b2c3d4e5f6a7b8c9d0e1f"
const QUOTA = { perDayBytes: 3000, totalBytes: 5000, perTicketBytes: 2500, usedTodayBytes: 1000, usedTotalBytes: 1000, ticketUsedBytes: 1000 }
const STORED = { _id: "5f1b2c3d4e5f6a7b8c9d0e40", name: "scan.pdf", contentType: "application/pdf", byteSize: 1000 }

const fileOf = (size: number) => new File([new Uint8Array(size)], "scan.pdf", { type: "application/pdf" })

const run = (quota: typeof QUOTA, size: number, waiting: number) => {
  const fake = makeFakeFetch((request) => (request.url.includes("/helpdesk/attachment-quota") ? json(200, { data: quota }) : json(200, { data: STORED })))
  const layer = makeApiClientLayer("http://shop.test", { fetch: fake.fetch, readToken: () => "tok" })
  return Effect.runPromise(Effect.exit(uploadWithinQuota(fileOf(size), TICKET_ID, waiting).pipe(Effect.provide(layer)))).then((exit) => ({
    exit,
    seen: fake.seen
  }))
}

describe("an upload within the learner's quota", () => {
  it("asks the quota for the ticket, then uploads a file that fits", async () => {
    const { exit, seen } = await run(QUOTA, 1000, 500)
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(seen.map((request) => `${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`)).toEqual([
      `GET /api/v1/u/helpdesk/attachment-quota?ticketId=${TICKET_ID}`,
      "POST /api/v1/u/helpdesk/attachments"
    ])
  })

  it("refuses a file past the day's bytes with the day's sentence, sending nothing", async () => {
    const { exit, seen } = await run(QUOTA, 2001, 0)
    expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain(dayQuotaMessage(3000))
    expect(seen.filter((request) => request.method === "POST")).toEqual([])
  })

  it("refuses a file that with the files waiting would pass the ticket's bytes", async () => {
    const { exit, seen } = await run(QUOTA, 1000, 600)
    expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain(ticketQuotaMessage(2500))
    expect(seen.filter((request) => request.method === "POST")).toEqual([])
  })
})
