/**
 * Saving bytes the typed client fetched (a receipt, a helpdesk attachment)
 * as a file: a plain link cannot carry the learner's token header, so the
 * bytes come through the client and the browser saves them from a Blob URL.
 */
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
