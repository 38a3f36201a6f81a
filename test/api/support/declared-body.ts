/**
 * A POST that declares a body's length and sends only its first bytes,
 * then waits for the answer. A server that refuses a body by its declared
 * length answers before reading it; sending all of it would race the
 * server's close of the connection (the client can be reset before it
 * reads the answer), so the rest is never sent.
 */
import { request as httpRequest } from "node:http"

export const postDeclaringLength = (
  url: URL,
  declaredBytes: number,
  headers: Record<string, string>
): Promise<{ status: number; json: { message?: string } }> =>
  new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: "POST", headers: { ...headers, "content-length": String(declaredBytes) } }, (res) => {
      let text = ""
      res.setEncoding("utf8")
      res.on("data", (chunk: string) => (text += chunk))
      res.on("end", () => {
        req.destroy()
        resolve({ status: res.statusCode ?? 0, json: text === "" ? {} : (JSON.parse(text) as { message?: string }) })
      })
    })
    // After the answer the request is dropped unfinished: that error is ours.
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" || error.code === "EPIPE" ? undefined : reject(error)))
    req.write(Buffer.alloc(Math.min(declaredBytes, 64 * 1024), 0))
  })
