/**
 * Saving the PDF receipt: the bytes come through the typed client
 * (which carries the learner's token, unlike a plain link), then the browser
 * saves them from a Blob URL under the receipt's name. The URL is revoked
 * once the click has been handed to the browser.
 */
import { Effect } from "effect"
import type { ApiClient } from "../shared/api-client.ts"
import type { ApiFailure } from "../shared/api-failure.ts"
import { browserFileSaver, type FileSaver } from "../shared/file-saver.ts"
import { receiptBytes } from "./checkout-calls.ts"

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
