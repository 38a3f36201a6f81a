/**
 * The JavaScript the home page makes a phone load before it responds
 * (the budget: ≤ 130 kB brotli), read from a build in dist/:
 * index.html's module script and modulepreload tags, every chunk they import
 * statically (transitively), and the home route's lazy chunk with its own
 * static imports. Lazy chunks of other routes are not counted. Sizes are
 * raw, gzip and brotli (max quality) per file and in total.
 *
 * With source maps in dist/ it also shows what each chunk holds: the biggest
 * modules of each vendor chunk and of the entry, and the biggest libraries
 * and folders of our code over all those files (minified bytes from the
 * maps' mappings; brotli per library is the chunk's brotli shared out by
 * those bytes, an estimate).
 *
 *   npm run build && npm run js-budget [-- --budget [130]] [-- --route src/routes/catalog/home-screen.tsx]
 *                                      [-- --top 8] [-- --json .tmp/js-budget.json] [-- --dist dist]
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { join, posix } from "node:path"
import { addSizes, type ByteSizes, byteSizes, kB, textTable } from "./perf/byte-sizes.ts"
import {
  beforeInteraction,
  type ChunkImports,
  chunkOfSource,
  type DistPath,
  importsFromManifest,
  importsOfChunk,
  type Manifest,
  scriptsOfHtml
} from "./perf/chunk-graph.ts"
import { bytesBySource, ownerOf, shortSource, type SourceMapLike, totalsBy, UNMAPPED } from "./perf/source-map-sizes.ts"

const BUDGET_KB = 130
const args = process.argv.slice(2)
const option = (name: string): string | undefined => {
  const index = args.indexOf(`--${name}`)
  const value = index === -1 ? undefined : args[index + 1]
  return value === undefined || value.startsWith("--") ? undefined : value
}
const dist = option("dist") ?? "dist"
const routeSource = option("route") ?? "src/routes/catalog/home-screen.tsx"
const top = Number(option("top") ?? 8)
const budgetGiven = args.includes("--budget")
const budgetKb = Number(option("budget") ?? BUDGET_KB)
const jsonOut = option("json")

const htmlPath = join(dist, "index.html")
if (!existsSync(htmlPath)) {
  console.error(`${htmlPath} is missing: run \`npm run build\` first.`)
  process.exit(2)
}

const manifestPath = join(dist, ".vite", "manifest.json")
const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest) : undefined
const fromManifest = manifest === undefined ? undefined : importsFromManifest(manifest)

const read = (file: DistPath): Buffer | undefined => {
  const path = join(dist, file)
  return existsSync(path) ? readFileSync(path) : undefined
}

const importCache = new Map<DistPath, ChunkImports | undefined>()
const importsOf = (file: DistPath): ChunkImports | undefined => {
  if (!importCache.has(file)) {
    const code = read(file)
    importCache.set(file, fromManifest?.get(file) ?? (code === undefined ? undefined : importsOfChunk(file, code.toString("utf8"))))
  }
  return importCache.get(file)
}

const mapCache = new Map<DistPath, SourceMapLike | undefined>()
const sourceMapOf = (file: DistPath): SourceMapLike | undefined => {
  if (!mapCache.has(file)) {
    const code = read(file)?.toString("utf8") ?? ""
    const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1]
    const mapFile = url === undefined || url.startsWith("data:") ? `${file}.map` : posix.join(posix.dirname(file), url)
    const text = read(mapFile)?.toString("utf8")
    mapCache.set(file, text === undefined ? undefined : (JSON.parse(text) as SourceMapLike))
  }
  return mapCache.get(file)
}

// The home route's chunk: by the manifest, else the chunk whose source map holds the route's module.
const html = scriptsOfHtml(readFileSync(htmlPath, "utf8"))
const everyChunk = new Set<DistPath>()
const collect = (file: DistPath) => {
  if (everyChunk.has(file) || read(file) === undefined) return
  everyChunk.add(file)
  const imports = importsOf(file)
  for (const next of [...(imports?.static ?? []), ...(imports?.dynamic ?? [])]) collect(next)
}
for (const file of [...html.entries, ...html.modulepreloads]) collect(file)
const sourcesOf = new Map([...everyChunk].map((file) => [file, (sourceMapOf(file)?.sources ?? []).filter((s): s is string => s !== null)]))
const routeChunk = chunkOfSource(routeSource, { manifest, sourcesOf })

const loaded = beforeInteraction(html, routeChunk, importsOf)
const rows = loaded.map((entry) => {
  const content = read(entry.file)
  return { ...entry, missing: content === undefined, sizes: content === undefined ? { raw: 0, gzip: 0, brotli: 0 } : byteSizes(content) }
})
const total = addSizes(rows.map((row) => row.sizes))
const lazyLeft = [...everyChunk].filter((file) => !loaded.some((entry) => entry.file === file))

const sizeCells = (sizes: ByteSizes) => [kB(sizes.raw), kB(sizes.gzip), kB(sizes.brotli)]
console.log(
  `JavaScript before interaction on the home page (${dist}/index.html${manifest === undefined ? "" : ", manifest"}; route module ${routeSource}: ${routeChunk ?? "not found"})\n`
)
console.log(
  textTable([
    ["file", "why", "raw", "gzip", "brotli"],
    ...rows.map((row) => [posix.basename(row.file) + (row.missing ? " (missing)" : ""), row.reason, ...sizeCells(row.sizes)]),
    [`total: ${rows.length} files`, "", ...sizeCells(total)]
  ])
)
const budgetBytes = budgetKb * 1000
const over = total.brotli > budgetBytes
console.log(
  `\nbudget: ${kB(total.brotli)} brotli of ${budgetKb} kB — ${over ? `OVER by ${kB(total.brotli - budgetBytes)}` : `within, ${kB(budgetBytes - total.brotli)} to spare`}`
)
console.log(`not loaded before interaction: ${lazyLeft.length} lazy chunks (${kB(addSizes(lazyLeft.map((file) => byteSizes(read(file)!))).brotli)} brotli)`)

// What the chunks hold, from their source maps.
interface ChunkContents {
  readonly file: DistPath
  readonly sizes: ByteSizes
  readonly bySource: ReadonlyMap<string, number>
}
const contents: Array<ChunkContents> = rows.flatMap((row) => {
  const map = sourceMapOf(row.file)
  const code = read(row.file)?.toString("utf8")
  return map === undefined || code === undefined ? [] : [{ file: row.file, sizes: row.sizes, bySource: bytesBySource(code, map) }]
})

if (contents.length === 0) {
  console.log("\nno source maps in dist/: module sizes not shown")
} else {
  const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`
  const interesting = contents.filter((chunk) => /(^|\/)(vendor-|index-)/.test(chunk.file) || chunk.sizes.raw > 20_000)
  for (const chunk of interesting) {
    const raw = [...chunk.bySource.values()].reduce((a, b) => a + b, 0)
    console.log(`\n${posix.basename(chunk.file)} (${kB(chunk.sizes.raw)} raw, ${kB(chunk.sizes.brotli)} brotli) — biggest modules, minified bytes:`)
    console.log(
      textTable([
        ["module", "bytes", "share"],
        ...totalsBy(chunk.bySource, shortSource)
          .slice(0, top)
          .map(([module, bytes]) => [module, kB(bytes), pct(bytes, raw)])
      ])
    )
    console.log(
      `  by library/folder: ${totalsBy(chunk.bySource, ownerOf)
        .slice(0, top)
        .map(([owner, bytes]) => `${owner} ${kB(bytes)}`)
        .join(", ")}`
    )
  }

  // Over every file before interaction: libraries and our folders, with brotli shared out by minified bytes (an estimate).
  const owners = new Map<string, { raw: number; brotli: number }>()
  for (const chunk of contents) {
    const raw = [...chunk.bySource.values()].reduce((a, b) => a + b, 0)
    for (const [owner, bytes] of totalsBy(chunk.bySource, ownerOf)) {
      const sum = owners.get(owner) ?? { raw: 0, brotli: 0 }
      owners.set(owner, { raw: sum.raw + bytes, brotli: sum.brotli + (chunk.sizes.brotli * bytes) / raw })
    }
  }
  const ranked = [...owners].filter(([owner]) => owner !== UNMAPPED).sort((a, b) => b[1].raw - a[1].raw)
  console.log(`\nbiggest libraries and folders over all ${contents.length} files (brotli: the chunk's brotli shared out by minified bytes — an estimate):`)
  console.log(
    textTable([
      ["library / folder", "minified", "~brotli"],
      ...ranked.slice(0, Math.max(top, 12)).map(([owner, size]) => [owner, kB(size.raw), kB(size.brotli)])
    ])
  )
}

if (jsonOut !== undefined) {
  writeFileSync(
    jsonOut,
    JSON.stringify(
      {
        dist,
        routeSource,
        routeChunk: routeChunk ?? null,
        budgetKb,
        total,
        files: rows.map(({ file, reason, sizes }) => ({ file, reason, ...sizes })),
        modules: contents.map((chunk) => ({ file: chunk.file, bySource: Object.fromEntries(totalsBy(chunk.bySource, shortSource)) }))
      },
      null,
      2
    )
  )
  console.log(`\nwrote ${jsonOut}`)
}

if (budgetGiven && over) process.exit(1)
