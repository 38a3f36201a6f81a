/**
 * Download receipt, for the success page (checkout-wiring.ts) and each
 * Transactions row (orders-wiring.ts): the receipt machine gets the PDF
 * through the typed client, saved from a Blob URL, and the shared handler
 * for a failure.
 */
import { receiptDownloadMachine, type ReceiptRequest } from "../../machines/cart/receipt-download.machine.ts"
import { downloadReceipt } from "../../services/cart/receipt-download.ts"
import { fromEffect } from "../../services/shared/effect-actor.ts"
import type { FileSaver } from "../../services/shared/file-saver.ts"
import type { AppRuntime } from "../../services/shared/runtime.ts"
import type { Notifiers } from "../shared/notifiers.ts"

export const provideReceiptDownload = (runtime: AppRuntime, notifiers: Pick<Notifiers, "reportFailure">, fileSaver: FileSaver) =>
  receiptDownloadMachine.provide({
    actors: { downloadReceipt: fromEffect(runtime, (request: ReceiptRequest) => downloadReceipt(request, fileSaver)) },
    actions: { notifyFailure: (_, params) => notifiers.reportFailure(params.error) }
  })
