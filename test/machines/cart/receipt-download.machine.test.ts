import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { isDownloadingReceipt, type ReceiptRequest, receiptDownloadMachine } from "../../../src/machines/cart/receipt-download.machine.ts"
import { UNREACHABLE } from "../shared/fixtures.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"

const coverage = computePathCoverage(receiptDownloadMachine, {
  events: [
    { type: "DOWNLOAD", orderId: "order-1", receiptNumber: "R-000001" },
    { type: "xstate.done.actor.downloadReceipt", output: undefined },
    { type: "xstate.error.actor.downloadReceipt", error: UNREACHABLE }
  ]
})

describe("receiptDownloadMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    expect(recordCoverage(coverage).line).toBe(
      `coverage receiptDownload: states ${coverage.states.total}/${coverage.states.total}, transitions ${coverage.transitions.total}/${coverage.transitions.total}`
    )
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(receiptDownloadMachine, path)).toEqual(path.expected)
  })
})

describe("receiptDownloadMachine behaviour", () => {
  it("downloads the order the press names, once at a time, and reports a failure", async () => {
    const asked: Array<ReceiptRequest> = []
    const failures: Array<unknown> = []
    let fail = false
    const actor = createActor(
      receiptDownloadMachine.provide({
        actors: {
          downloadReceipt: fromPromise(async ({ input }: { input: ReceiptRequest }) => {
            asked.push(input)
            if (fail) throw UNREACHABLE
          })
        },
        actions: { notifyFailure: (_, params) => void failures.push(params.error) }
      })
    ).start()
    actor.send({ type: "DOWNLOAD", orderId: "order-1", receiptNumber: "R-000001" })
    actor.send({ type: "DOWNLOAD", orderId: "order-1", receiptNumber: "R-000001" })
    expect(isDownloadingReceipt(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (s) => !isDownloadingReceipt(s))
    expect(asked).toEqual([{ orderId: "order-1", receiptNumber: "R-000001" }])
    fail = true
    actor.send({ type: "DOWNLOAD", orderId: "order-2", receiptNumber: null })
    await waitFor(actor, (s) => !isDownloadingReceipt(s))
    expect(failures).toEqual([UNREACHABLE])
  })
})
