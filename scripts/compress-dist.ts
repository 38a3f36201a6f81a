/**
 * The last step of `npm run build`: writes a brotli
 * (`.br`, quality 11) and a gzip (`.gz`, level 9) copy next to every file of
 * the built app that compresses — scripts, styles, HTML, SVG, JSON, text and
 * XML — of at least 1 KiB, so the server (server/platform/http/web-app.ts)
 * sends the copy the browser's Accept-Encoding takes, compressed once here
 * at the highest settings rather than on every request. Source maps are
 * left out (only developer tools fetch them). A copy that would not be
 * smaller than the file is not written. Stale copies from an earlier build
 * are removed first, so a file never keeps a copy of older bytes.
 *
 *   node scripts/compress-dist.ts [folder]   (default: dist)
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { extname, join, resolve } from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

export const COMPRESSED_EXTENSIONS = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt", ".xml", ".webmanifest"])
export const MIN_BYTES = 1024

/** Every file under `folder`, recursively. */
const filesUnder = (folder: string): Array<string> =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : []
  })

export const compressFolder = (folder: string) => {
  const files = filesUnder(folder)
  for (const file of files) if (file.endsWith(".br") || file.endsWith(".gz")) rmSync(file)
  let compressed = 0
  let rawBytes = 0
  let brotliBytes = 0
  let gzipBytes = 0
  for (const file of filesUnder(folder)) {
    if (!COMPRESSED_EXTENSIONS.has(extname(file)) || statSync(file).size < MIN_BYTES) continue
    const bytes = readFileSync(file)
    const brotli = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT
      }
    })
    const gzip = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION })
    if (brotli.length < bytes.length) writeFileSync(`${file}.br`, brotli)
    if (gzip.length < bytes.length) writeFileSync(`${file}.gz`, gzip)
    compressed++
    rawBytes += bytes.length
    brotliBytes += Math.min(brotli.length, bytes.length)
    gzipBytes += Math.min(gzip.length, bytes.length)
  }
  return { compressed, rawBytes, brotliBytes, gzipBytes }
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`

if (import.meta.main) {
  const folder = resolve(process.argv[2] ?? "dist")
  const started = performance.now()
  const { compressed, rawBytes, brotliBytes, gzipBytes } = compressFolder(folder)
  console.log(
    `compress-dist: ${compressed} files in ${folder}, ${kB(rawBytes)} → brotli ${kB(brotliBytes)}, gzip ${kB(gzipBytes)} ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s)`
  )
}
