/**
 * Reads a received email (RFC 5322 + MIME) just far enough for the tests:
 * headers (unfolded, encoded words decoded), multipart bodies split on their
 * boundary, each leaf part decoded from base64 or quoted-printable.
 */

export interface MimePart {
  /** Header names in lower case; the first of each name. */
  readonly headers: ReadonlyMap<string, string>
  /** The Content-Type without its parameters, lower case ("text/plain", "multipart/alternative"). */
  readonly type: string
  /** A leaf's decoded bytes (empty for a multipart). */
  readonly content: Buffer
  /** A multipart's parts (empty for a leaf). */
  readonly parts: ReadonlyArray<MimePart>
}

/** =?UTF-8?B?...?= and =?UTF-8?Q?...?= words of a header value, decoded. */
export const decodeWords = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, coding: string, text: string) =>
      coding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")).toString("utf8")
    )

export const decodeQuotedPrintable = (text: string): Buffer => {
  const soft = text.replace(/=\r?\n/g, "")
  const bytes: Array<number> = []
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i]!
    if (ch === "=" && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(ch, "utf8"))
    }
  }
  return Buffer.from(bytes)
}

const parameter = (value: string, name: string) => new RegExp(`;\\s*${name}="?([^";]+)"?`, "i").exec(value)?.[1]

export const parseMime = (raw: string): MimePart => {
  const split = raw.indexOf("\r\n\r\n")
  const head = split === -1 ? raw : raw.slice(0, split)
  const body = split === -1 ? "" : raw.slice(split + 4)
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":")
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    if (!headers.has(name)) headers.set(name, decodeWords(line.slice(colon + 1).trim()))
  }
  const contentType = headers.get("content-type") ?? "text/plain"
  const type = contentType.split(";")[0]!.trim().toLowerCase()
  if (type.startsWith("multipart/")) {
    const boundary = parameter(contentType, "boundary")
    if (boundary === undefined) throw new Error(`a ${type} without a boundary`)
    const end = body.indexOf(`\r\n--${boundary}--`)
    const inside = body.slice(0, end === -1 ? undefined : end)
    const parts = `\r\n${inside}`.split(`\r\n--${boundary}\r\n`).slice(1).map(parseMime)
    return { headers, type, content: Buffer.alloc(0), parts }
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase()
  const content =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, "utf8")
  return { headers, type, content, parts: [] }
}

/** Every leaf part, depth first. */
export const leavesOf = (part: MimePart): ReadonlyArray<MimePart> => (part.parts.length === 0 ? [part] : part.parts.flatMap(leavesOf))
