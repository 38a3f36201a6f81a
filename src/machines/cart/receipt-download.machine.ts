/**
 * Download receipt (PDF), on the success page and each Transactions row:
 *
 *   idle ─ DOWNLOAD ─▶ downloading ─ done ─▶ idle
 *                          └──────── error ─▶ idle (notifyFailure)
 *
 * The screen renders "Downloading…" while the file comes and sends DOWNLOAD
 * with the order it shows; a press during a download is not a second one.
 * `downloadReceipt` (the PDF through the typed client, saved under the
 * receipt's name) and `notifyFailure` (the shared handler, spec §8) are the
 * wiring's.
 */
import { fromPromise, setup, type SnapshotFrom } from "xstate"

export interface ReceiptRequest {
  readonly orderId: string
  readonly receiptNumber: string | null
}

export type ReceiptDownloadEvent = { readonly type: "DOWNLOAD"; readonly orderId: string; readonly receiptNumber: string | null }

export const receiptDownloadMachine = setup({
  types: {
    events: {} as ReceiptDownloadEvent
  },
  actors: {
    downloadReceipt: fromPromise<void, ReceiptRequest>(async () => {
      throw new Error("provide downloadReceipt")
    })
  },
  actions: {
    notifyFailure: (_, _params: { readonly error: unknown }) => {}
  }
}).createMachine({
  id: "receiptDownload",
  initial: "idle",
  states: {
    idle: {
      on: { DOWNLOAD: "downloading" }
    },
    downloading: {
      invoke: {
        id: "downloadReceipt",
        src: "downloadReceipt",
        // The order comes from the event that entered this state.
        input: ({ event }) => ({ orderId: event.orderId, receiptNumber: event.receiptNumber }),
        onDone: "idle",
        onError: { target: "idle", actions: { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) } }
      }
    }
  }
})

export type ReceiptDownloadSnapshot = SnapshotFrom<typeof receiptDownloadMachine>

export const isDownloadingReceipt = (snapshot: ReceiptDownloadSnapshot): boolean => snapshot.matches("downloading")
