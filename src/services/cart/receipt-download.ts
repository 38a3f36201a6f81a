/**
 * Saving the PDF receipt (issue 10): the bytes come through the typed client
 * (which carries the learner's token, unlike a plain link), then the browser
 * saves them from a Blob URL under the receipt's name. The URL is revoked
 * once the click has been handed to the browser.
 */
import { Effect } from "effect"
import type { ApiClient } from "../shared/api-client.ts"
import type { ApiFailure } from "../shared/api-failure.ts"
import { receiptBytes } from "./checkout-calls.ts"

/** What saving a file needs from the page; the browser's by default, a fake in tests. */
export interface FileSaver {
  readonly save: (bytes: Uint8Array, fileName: string, type: string) => void
}

export const browserFileSaver: FileSaver = {
  save: (bytes, fileName, type) => {
    // A copy into a fresh ArrayBuffer: a Blob part may not be a view on a shared buffer.
    const blob = new Blob([bytes.slice().buffer as ArrayBuffer], { type })
    const url = URL.createObjectURL(blob)
    const link = document.createElement("a")
    link.href = url
    link.download = fileName
    link.rel = "noopener"
    document.body.append(link)
    link.click()
    link.remove()
    // The download has started from the click; the URL is not needed after this turn.
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
}

/** "receipt-R-000123.pdf", or the order's id when it has no number yet. */
export const receiptFileName = (receiptNumber: string | null, orderId: string): string =>
  `receipt-${(receiptNumber ?? orderId).replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`

/** Fetches the order's PDF receipt and saves it. */
export const downloadReceipt = (
  request: { readonly orderId: string; readonly receiptNumber: string | null },
  saver: FileSaver = browserFileSaver
): Effect.Effect<void, ApiFailure, ApiClient> =>
  receiptBytes(request.orderId).pipe(
    Effect.flatMap((bytes) => Effect.sync(() => saver.save(bytes, receiptFileName(request.receiptNumber, request.orderId), "application/pdf")))
  )
