/**
 * Requests Node cannot even parse never reach the app, and Node answers
 * them with an empty body (a URL over ~16 kB got a bare 431).
 * This answers them as every other refusal: JSON with a `message`, then the
 * connection closes.
 */
import type { Socket } from "node:net"

const answer = (status: number, reason: string, message: string): string => {
  const body = JSON.stringify({ message })
  return [`HTTP/1.1 ${status} ${reason}`, "Content-Type: application/json", `Content-Length: ${Buffer.byteLength(body)}`, "Connection: close", "", body].join(
    "\r\n"
  )
}

export const HEADERS_TOO_LARGE_MESSAGE = "The address or the headers of this request are too long."
export const UNREADABLE_REQUEST_MESSAGE = "The request could not be read."

/** `server.on("clientError", answerClientError)`. */
export const answerClientError = (error: Error & { readonly code?: string }, socket: Socket): void => {
  if (!socket.writable || socket.destroyed) {
    socket.destroy()
    return
  }
  socket.end(
    error.code === "HPE_HEADER_OVERFLOW"
      ? answer(431, "Request Header Fields Too Large", HEADERS_TOO_LARGE_MESSAGE)
      : answer(400, "Bad Request", UNREADABLE_REQUEST_MESSAGE)
  )
}
