/**
 * Reads a PDF the way the receipt tests need: its header, page count and the
 * text its pages draw. pdfkit writes each run of text as hex strings inside a
 * TJ array (split where it kerns), in WinAnsi for the standard fonts; page
 * contents are Flate-compressed unless `compress: false`. One line of the
 * answer per TJ operator.
 */
import { inflateSync } from "node:zlib"

const STREAM = /<<(.*?)>>\s*stream\r?\n/gs

const streams = (pdf: Buffer): Array<string> => {
  const found: Array<string> = []
  const text = pdf.toString("latin1")
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length
    const end = text.indexOf("endstream", start)
    const raw = pdf.subarray(start, end)
    const compressed = /\/Filter\s*\/FlateDecode/.test(match[1]!)
    try {
      found.push((compressed ? inflateSync(raw) : raw).toString("latin1"))
    } catch {
      // A font or image stream this reader has no use for.
    }
  }
  return found
}

export const pdfText = (bytes: Uint8Array): string => {
  const lines: Array<string> = []
  for (const content of streams(Buffer.from(bytes))) {
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ/gs)) {
      const pieces = [...op[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, "hex").toString("latin1"))
      lines.push(pieces.join(""))
    }
  }
  return lines.join("\n")
}

export const pdfPageCount = (bytes: Uint8Array): number => {
  const counts = [
    ...Buffer.from(bytes)
      .toString("latin1")
      .matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/gs)
  ]
  return counts.length === 0 ? 0 : Number(counts[0]![1])
}

export const isPdf = (bytes: Uint8Array): boolean => Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-"
