/**
 * How many bytes of a built chunk each original module accounts for, read
 * from the chunk's source map the way source-map-explorer does: every
 * mapping segment owns the generated text from its column up to the next
 * segment (or the end of the line), and those bytes are added to the
 * segment's source. Text no segment covers (the bundler's glue, line ends)
 * is "[unmapped]". These are minified bytes, before compression.
 */

export interface SourceMapLike {
  readonly sources: ReadonlyArray<string | null>
  readonly mappings: string
  readonly sourceRoot?: string | undefined
}

export const UNMAPPED = "[unmapped]"

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]))

/** One segment's Base64 VLQ fields: [generated column, source, line, column, name?], each relative to the previous. */
export const decodeVlq = (segment: string): Array<number> => {
  const values: Array<number> = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = DIGIT.get(char)
    if (digit === undefined) throw new Error(`not a Base64 VLQ digit: ${JSON.stringify(char)} in ${JSON.stringify(segment)}`)
    value += (digit & 31) << shift
    if ((digit & 32) !== 0) {
      shift += 5
      continue
    }
    values.push((value & 1) === 1 ? -(value >>> 1) : value >>> 1)
    value = 0
    shift = 0
  }
  if (shift !== 0) throw new Error(`unfinished VLQ segment ${JSON.stringify(segment)}`)
  return values
}

/** Bytes (UTF-8) of the generated code per source path; their sum is the code's byte length. */
export const bytesBySource = (code: string, map: SourceMapLike): Map<string, number> => {
  const sizes = new Map<string, number>()
  const add = (source: string, bytes: number) => {
    if (bytes > 0) sizes.set(source, (sizes.get(source) ?? 0) + bytes)
  }
  const sourceName = (index: number) => {
    const source = map.sources[index]
    return source === undefined || source === null ? UNMAPPED : `${map.sourceRoot ?? ""}${source}`
  }
  const lines = code.split("\n")
  const mappedLines = map.mappings.split(";")
  let sourceIndex = 0
  lines.forEach((line, lineNumber) => {
    // Line ends belong to no module.
    if (lineNumber < lines.length - 1) add(UNMAPPED, 1)
    const segments = (mappedLines[lineNumber] ?? "").split(",").filter((segment) => segment !== "")
    let column = 0
    const starts: Array<{ column: number; source: string }> = []
    for (const segment of segments) {
      const fields = decodeVlq(segment)
      column += fields[0] ?? 0
      if (fields.length >= 4) {
        sourceIndex += fields[1]!
        starts.push({ column, source: sourceName(sourceIndex) })
      } else {
        starts.push({ column, source: UNMAPPED })
      }
    }
    const firstColumn = starts[0]?.column ?? line.length
    add(UNMAPPED, Buffer.byteLength(line.slice(0, firstColumn)))
    starts.forEach((start, index) => {
      const end = starts[index + 1]?.column ?? line.length
      add(start.source, Buffer.byteLength(line.slice(start.column, Math.max(start.column, end))))
    })
  })
  return sizes
}

/**
 * What a source path belongs to, for adding modules up: a package
 * ("react-dom", "@react-aria/utils") for anything under node_modules, or
 * our own code by layer and feature ("src/ui/shared").
 */
export const ownerOf = (source: string): string => {
  const parts = source.split("/")
  const modules = parts.lastIndexOf("node_modules")
  if (modules !== -1) {
    const name = parts[modules + 1] ?? source
    return name.startsWith("@") ? `${name}/${parts[modules + 2] ?? ""}` : name
  }
  const src = parts.indexOf("src")
  if (src === -1) return source
  const folders = parts.slice(src, -1)
  // A file directly in src/ (main.tsx) is its own owner; otherwise its layer and feature folder.
  return folders.length === 1 ? parts.slice(src).join("/") : folders.slice(0, 3).join("/")
}

/** A module's path as people read it: from node_modules/ or src/ on. */
export const shortSource = (source: string): string => {
  const modules = source.lastIndexOf("node_modules/")
  if (modules !== -1) return source.slice(modules + "node_modules/".length)
  const src = source.indexOf("src/")
  return src !== -1 ? source.slice(src) : source
}

/** Sizes added up by a key (ownerOf, shortSource), biggest first. */
export const totalsBy = (sizes: ReadonlyMap<string, number>, key: (source: string) => string): Array<[string, number]> => {
  const totals = new Map<string, number>()
  for (const [source, bytes] of sizes) totals.set(key(source), (totals.get(key(source)) ?? 0) + bytes)
  return [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
}
