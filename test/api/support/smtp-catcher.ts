/**
 * A tiny SMTP server for the tests, on a loopback port: it speaks just
 * enough of RFC 5321 to accept a letter and records what arrived (envelope
 * and the raw DATA). `refuseRecipients` makes it answer RCPT with 550.
 */
import { createServer, type Server } from "node:net"

export interface CaughtLetter {
  readonly helo: string
  readonly from: string
  readonly to: ReadonlyArray<string>
  readonly data: string
}

export interface SmtpCatcher {
  readonly url: string
  readonly letters: Array<CaughtLetter>
  readonly commands: Array<string>
  readonly waitForLetters: (count: number, timeoutMs?: number) => Promise<void>
  readonly close: () => Promise<void>
}

export const startSmtpCatcher = async (options: { refuseRecipients?: boolean } = {}): Promise<SmtpCatcher> => {
  const letters: Array<CaughtLetter> = []
  const commands: Array<string> = []
  const server: Server = createServer((socket) => {
    let buffer = ""
    let inData = false
    let helo = ""
    let from = ""
    let to: Array<string> = []
    const reply = (line: string) => socket.write(line + "\r\n")
    reply("220 catcher.test ESMTP ready")
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8")
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n")
          if (end === -1) return
          letters.push({ helo, from, to, data: buffer.slice(0, end) })
          buffer = buffer.slice(end + 5)
          inData = false
          reply("250 2.0.0 queued")
          continue
        }
        const end = buffer.indexOf("\r\n")
        if (end === -1) return
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        commands.push(line)
        const verb = line.split(/[ :]/)[0]!.toUpperCase()
        if (verb === "EHLO" || verb === "HELO") {
          helo = line.slice(5)
          socket.write("250-catcher.test greets you\r\n250 SIZE 10485760\r\n")
        } else if (verb === "MAIL") {
          from = /<(.*)>/.exec(line)?.[1] ?? ""
          to = []
          reply("250 2.1.0 ok")
        } else if (verb === "RCPT") {
          if (options.refuseRecipients) {
            reply("550 5.1.1 no such user here")
          } else {
            to.push(/<(.*)>/.exec(line)?.[1] ?? "")
            reply("250 2.1.5 ok")
          }
        } else if (verb === "DATA") {
          inData = true
          reply("354 end with <CRLF>.<CRLF>")
        } else if (verb === "QUIT") {
          reply("221 2.0.0 bye")
          socket.end()
        } else {
          reply("502 5.5.2 not implemented")
        }
      }
    })
    socket.on("error", () => {})
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  if (address === null || typeof address === "string") throw new Error("no TCP address")
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    letters,
    commands,
    waitForLetters: async (count, timeoutMs = 5000) => {
      const started = Date.now()
      while (letters.length < count) {
        if (Date.now() - started > timeoutMs) throw new Error(`expected ${count} letters, got ${letters.length}`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
