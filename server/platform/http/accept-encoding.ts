/**
 * Which content coding to answer with, from a request's Accept-Encoding
 * (RFC 9110 §12.5.3): brotli when the client takes it, else gzip, else the
 * bytes as they are. Quality values count: `br;q=0` refuses brotli, a higher
 * q wins over the order of preference, a coding not named is taken only
 * when `*` is (with `*`'s q). No header at all means the bytes as they are:
 * a client that says nothing may not decode anything.
 */

export type ContentCoding = "br" | "gzip"
export type AnswerCoding = ContentCoding | "identity"

/** Best first: brotli is smaller than gzip at a comparable cost to decode. */
const PREFERENCE: ReadonlyArray<ContentCoding> = ["br", "gzip"]

/** Each coding the header names, lower-cased, with its q (1 when absent; an unreadable q counts as 0). */
const parse = (header: string): Map<string, number> => {
  const weights = new Map<string, number>()
  for (const part of header.split(",")) {
    const [name, ...parameters] = part.split(";")
    const coding = name?.trim().toLowerCase()
    if (coding === undefined || coding === "") continue
    let q = 1
    for (const parameter of parameters) {
      const [key, value] = parameter.split("=")
      if (key?.trim().toLowerCase() === "q") {
        const parsed = Number(value?.trim())
        q = Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : 0
      }
    }
    // "x-gzip" is gzip's old name (RFC 9110 §8.4.1.3).
    weights.set(coding === "x-gzip" ? "gzip" : coding, q)
  }
  return weights
}

/**
 * The coding to answer with, among the `available` ones (both by default):
 * the acceptable one with the highest q, brotli first on a tie; "identity"
 * when none is acceptable.
 */
export const chooseCoding = (acceptEncoding: string | undefined, available: ReadonlyArray<ContentCoding> = PREFERENCE): AnswerCoding => {
  if (acceptEncoding === undefined || acceptEncoding.trim() === "") return "identity"
  const weights = parse(acceptEncoding)
  const star = weights.get("*")
  let best: AnswerCoding = "identity"
  let bestQ = 0
  for (const coding of PREFERENCE) {
    if (!available.includes(coding)) continue
    const q = weights.get(coding) ?? star ?? 0
    if (q > bestQ) {
      best = coding
      bestQ = q
    }
  }
  return best
}
