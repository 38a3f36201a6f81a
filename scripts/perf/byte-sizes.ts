/**
 * A file's size as the browser would receive it: raw, gzip (level 9) and
 * brotli (quality 11, text mode) — what a build-time compressor writes
 * next to each asset, so the figures do not depend on how the server
 * happens to answer today.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

export interface ByteSizes {
  readonly raw: number
  readonly gzip: number
  readonly brotli: number
}

export const byteSizes = (content: Buffer): ByteSizes => ({
  raw: content.length,
  gzip: gzipSync(content, { level: 9 }).length,
  brotli: brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length
    }
  }).length
})

export const addSizes = (sizes: ReadonlyArray<ByteSizes>): ByteSizes =>
  sizes.reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }), { raw: 0, gzip: 0, brotli: 0 })

/** kB as the issue states budgets: 1 kB = 1000 bytes. */
export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`

/** A plain-text table: the first row is the header; columns after the first are right-aligned. */
export const textTable = (rows: ReadonlyArray<ReadonlyArray<string>>): string => {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? []
  const line = (row: ReadonlyArray<string>) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ")
      .trimEnd()
  const rule = widths.map((width) => "-".repeat(width)).join("  ")
  return [line(rows[0] ?? []), rule, ...rows.slice(1).map(line)].join("\n")
}
