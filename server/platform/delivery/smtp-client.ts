/**
 * A deliberately tiny SMTP client (RFC 5321) on node:net: EHLO, MAIL FROM,
 * RCPT TO, DATA, QUIT, without TLS or authentication. It is meant for a
 * local relay or a development mail catcher (smtp://127.0.0.1:2525), which is
 * what SMTP_URL points at here; a public provider would need STARTTLS and
 * AUTH, i.e. a real mail library.
 *
 * A letter with attachments (the PDF receipt) is sent as multipart/mixed:
 * the text first, then each file in base64.
 */
import { randomUUID } from "node:crypto"
import { createConnection, type Socket } from "node:net"

export interface SmtpLetter {
  /** "Name <address>" or a bare address. */
  readonly from: string
  readonly to: string
  readonly subject: string
  readonly body: string
  readonly attachments?: ReadonlyArray<SmtpAttachment> | undefined
}

export interface SmtpAttachment {
  readonly filename: string
  readonly contentType: string
  readonly content: Uint8Array
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

const base64Lines = (bytes: Uint8Array): string =>
  (Buffer.from(bytes).toString("base64").match(/.{1,76}/g) ?? []).join("\r\n")

/** The text as a MIME part's headers and content: 7bit when ASCII, else base64. */
const textPart = (text: string) => {
  const ascii = isAscii(text)
  return {
    headers: ["Content-Type: text/plain; charset=utf-8", `Content-Transfer-Encoding: ${ascii ? "7bit" : "base64"}`],
    content: ascii ? text.replace(/\r?\n/g, "\r\n") : base64Lines(Buffer.from(text, "utf8"))
  }
}

// A file name or type inside a quoted header parameter: printable ASCII without quotes or backslashes.
const parameter = (value: string) => oneLine(value).replace(/[^\x20-\x7e]|["\\]/g, "_")

const attachmentPart = (file: SmtpAttachment) => [
  `Content-Type: ${parameter(file.contentType)}; name="${parameter(file.filename)}"`,
  `Content-Disposition: attachment; filename="${parameter(file.filename)}"`,
  "Content-Transfer-Encoding: base64",
  "",
  base64Lines(file.content)
].join("\r\n")

/** The message as sent after DATA: headers, body, CRLF line ends, dot-stuffed. */
export const formatMessage = (letter: SmtpLetter, now = new Date()): string => {
  const domain = addressOf(letter.from).split("@")[1] ?? "localhost"
  const headers = [
    `From: ${encodeHeader(letter.from)}`,
    `To: ${oneLine(letter.to)}`,
    `Subject: ${encodeHeader(letter.subject)}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    "MIME-Version: 1.0"
  ]
  const text = textPart(letter.body)
  const files = letter.attachments ?? []
  let message: string
  if (files.length === 0) {
    message = `${[...headers, ...text.headers].join("\r\n")}\r\n\r\n${text.content}`
  } else {
    // Neither base64 nor the letters' texts can hold "=_" followed by a UUID.
    const boundary = `=_exam-shop_${randomUUID()}`
    const parts = [`${text.headers.join("\r\n")}\r\n\r\n${text.content}`, ...files.map(attachmentPart)]
    message = [
      [...headers, `Content-Type: multipart/mixed; boundary="${boundary}"`].join("\r\n"),
      "",
      ...parts.map((part) => `--${boundary}\r\n${part}`),
      `--${boundary}--`
    ].join("\r\n")
  }
  // A line starting with "." gets a second one, so it cannot end DATA early.
  return message.split("\r\n").map((line) => (line.startsWith(".") ? "." + line : line)).join("\r\n")
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
