/**
 * A deliberately tiny SMTP client (RFC 5321) on node:net: EHLO, MAIL FROM,
 * RCPT TO, DATA, QUIT, without TLS or authentication. It is meant for a
 * local relay or a development mail catcher (smtp://127.0.0.1:2525), which is
 * what SMTP_URL points at here; a public provider would need STARTTLS and
 * AUTH, i.e. a real mail library.
 */
import { randomUUID } from "node:crypto"
import { createConnection, type Socket } from "node:net"

export interface SmtpLetter {
  /** "Name <address>" or a bare address. */
  readonly from: string
  readonly to: string
  readonly subject: string
  readonly body: string
}

export interface SmtpTarget {
  readonly host: string
  readonly port: number
}

export class SmtpError extends Error {
  override readonly name = "SmtpError"
}

/** smtp://host[:port] → host and port (25 by default); anything else is refused. */
export const parseSmtpUrl = (url: string): SmtpTarget => {
  const parsed = new URL(url)
  if (parsed.protocol !== "smtp:") throw new SmtpError(`SMTP_URL must start with smtp:// (got ${parsed.protocol}//)`)
  return { host: parsed.hostname.replace(/^\[|\]$/g, ""), port: parsed.port === "" ? 25 : Number(parsed.port) }
}

/** The bare address of "Name <address>". */
export const addressOf = (mailbox: string): string => {
  const angle = /<([^<>]+)>/.exec(mailbox)
  return (angle?.[1] ?? mailbox).trim()
}

// A header value on one line: a CR or LF would start a header of the caller's choosing.
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ")

const isAscii = (text: string) => /^[\x20-\x7e\r\n\t]*$/.test(text)

const encodeHeader = (value: string) =>
  isAscii(value) ? oneLine(value) : `=?UTF-8?B?${Buffer.from(oneLine(value), "utf8").toString("base64")}?=`

/** The message as sent after DATA: headers, body, CRLF line ends, dot-stuffed. */
export const formatMessage = (letter: SmtpLetter, now = new Date()): string => {
  const domain = addressOf(letter.from).split("@")[1] ?? "localhost"
  const ascii = isAscii(letter.body)
  const body = ascii
    ? letter.body.replace(/\r?\n/g, "\r\n")
    : (Buffer.from(letter.body, "utf8").toString("base64").match(/.{1,76}/g) ?? []).join("\r\n")
  const headers = [
    `From: ${encodeHeader(letter.from)}`,
    `To: ${oneLine(letter.to)}`,
    `Subject: ${encodeHeader(letter.subject)}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    `Content-Transfer-Encoding: ${ascii ? "7bit" : "base64"}`
  ]
  const text = `${headers.join("\r\n")}\r\n\r\n${body}`
  // A line starting with "." gets a second one, so it cannot end DATA early.
  return text.split("\r\n").map((line) => (line.startsWith(".") ? "." + line : line)).join("\r\n")
}

interface Reply {
  readonly code: number
  readonly text: string
}

/** Reads complete replies ("250-…" lines continue one, "250 …" ends it). */
const replyReader = (socket: Socket) => {
  let buffer = ""
  let lines: Array<string> = []
  const ready: Array<Reply> = []
  const waiting: Array<{ resolve: (reply: Reply) => void; reject: (error: Error) => void }> = []
  let failure: Error | undefined

  const deliver = () => {
    while (ready.length > 0 && waiting.length > 0) waiting.shift()!.resolve(ready.shift()!)
    if (failure !== undefined) while (waiting.length > 0) waiting.shift()!.reject(failure)
  }
  socket.on("data", (chunk: Buffer) => {
    buffer += chunk.toString("utf8")
    let end: number
    while ((end = buffer.indexOf("\r\n")) !== -1) {
      const line = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      lines.push(line)
      if (/^\d{3} /.test(line) || /^\d{3}$/.test(line)) {
        ready.push({ code: Number(line.slice(0, 3)), text: lines.map((l) => l.slice(4)).join("\n") })
        lines = []
      }
    }
    deliver()
  })
  const fail = (error: Error) => {
    failure ??= error
    deliver()
  }
  socket.on("error", fail)
  socket.on("close", () => fail(new SmtpError("The SMTP server closed the connection.")))
  return () => new Promise<Reply>((resolve, reject) => {
    waiting.push({ resolve, reject })
    deliver()
  })
}

/** Sends one letter; rejects with SmtpError when the server refuses any step. */
export const sendOverSmtp = async (target: SmtpTarget, letter: SmtpLetter, timeoutMs = 10_000): Promise<void> => {
  const socket = createConnection({ host: target.host, port: target.port })
  socket.setTimeout(timeoutMs, () => socket.destroy(new SmtpError(`The SMTP server did not answer within ${timeoutMs} ms.`)))
  const nextReply = replyReader(socket)
  const expect = async (accepted: ReadonlyArray<number>, step: string) => {
    const reply = await nextReply()
    if (!accepted.includes(reply.code)) throw new SmtpError(`SMTP ${step} was refused: ${reply.code} ${reply.text}`)
  }
  const send = async (line: string, accepted: ReadonlyArray<number>, step = line.split(/[ :]/)[0] ?? line) => {
    socket.write(line + "\r\n")
    await expect(accepted, step)
  }
  try {
    await expect([220], "greeting")
    await send("EHLO exam-shop.local", [250])
    await send(`MAIL FROM:<${oneLine(addressOf(letter.from))}>`, [250])
    await send(`RCPT TO:<${oneLine(addressOf(letter.to))}>`, [250, 251])
    await send("DATA", [354])
    await send(`${formatMessage(letter)}\r\n.`, [250], "message")
    await send("QUIT", [221])
  } finally {
    socket.end()
    socket.destroy()
  }
}
