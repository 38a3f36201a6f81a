/**
 * Which built JavaScript files a page needs before it can respond, read from
 * the build output alone (dist/), as pure functions over text so a tiny
 * synthetic dist can test them: the page's <script type="module"> and
 * <link rel="modulepreload"> tags, then every static `import … from "./x.js"`
 * (and `export … from`) inside those chunks, transitively. Lazy `import("./x.js")` targets are
 * listed but not followed: the browser fetches them only when the code asks.
 *
 * When the build wrote a manifest (dist/.vite/manifest.json, vite's
 * `build.manifest`), manifestClosure reads the same graph from it instead.
 */
import { posix } from "node:path"
import { parseSync } from "vite"

/** A file of dist/, by its path from dist/ ("assets/index-abc.js"). */
export type DistPath = string

export interface HtmlScripts {
  /** <script type="module" src>: what the browser runs. */
  readonly entries: ReadonlyArray<DistPath>
  /** <link rel="modulepreload" href>: fetched at once, run when imported. */
  readonly modulepreloads: ReadonlyArray<DistPath>
}

export interface ChunkImports {
  readonly static: ReadonlyArray<DistPath>
  readonly dynamic: ReadonlyArray<DistPath>
}

/** Why a file is loaded before the page is interactive. */
export interface LoadedFile {
  readonly file: DistPath
  /** "entry", "modulepreload", "route", or "imported by <file>". */
  readonly reason: string
}

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i")
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined)

/** An address in the page (absolute "/assets/x.js" or relative "assets/x.js") as a dist path; undefined for other origins. */
export const distPathOfUrl = (url: string): DistPath | undefined => {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return undefined
  const path = url.split(/[?#]/)[0]!
  return posix.normalize(path.startsWith("/") ? path.slice(1) : path)
}

/** The module scripts and module preloads of an HTML page, in document order. */
export const scriptsOfHtml = (html: string): HtmlScripts => {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, "")
  const entries: Array<DistPath> = []
  const modulepreloads: Array<DistPath> = []
  for (const [tag] of withoutComments.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    if (/^<script/i.test(tag)) {
      const src = attribute(tag, "src")
      if (attribute(tag, "type") === "module" && src !== undefined) {
        const path = distPathOfUrl(src)
        if (path !== undefined) entries.push(path)
      }
    } else if (attribute(tag, "rel")?.toLowerCase() === "modulepreload") {
      const href = attribute(tag, "href")
      const path = href === undefined ? undefined : distPathOfUrl(href)
      if (path !== undefined) modulepreloads.push(path)
    }
  }
  return { entries, modulepreloads }
}

// The chunk is parsed (oxc, through vite) rather than searched with a
// pattern, so an "import … from './x.js'" inside a string is not an import.
// Only relative specifiers are our chunks; a lazy import counts when its
// address is a plain string.
const literal = (text: string): string | undefined => /^(["'`])([^"'`$]*)\1$/.exec(text.trim())?.[2]

/** The chunks a chunk imports, statically (imports and re-exports) and lazily, as dist paths. */
export const importsOfChunk = (file: DistPath, code: string): ChunkImports => {
  const { module, errors } = parseSync(file, code, { lang: "js", sourceType: "module" })
  if (errors.length > 0) throw new Error(`${file} does not parse: ${errors[0]!.message}`)
  const dir = posix.dirname(file)
  const local = (specifier: string | undefined): Array<DistPath> =>
    specifier !== undefined && /^\.{1,2}\//.test(specifier) ? [posix.normalize(posix.join(dir, specifier))] : []
  const unique = (paths: Array<DistPath>) => [...new Set(paths)]
  return {
    static: unique([
      ...module.staticImports.flatMap((entry) => local(entry.moduleRequest.value)),
      ...module.staticExports.flatMap((entry) => entry.entries.flatMap((item) => local(item.moduleRequest?.value)))
    ]),
    dynamic: unique(module.dynamicImports.flatMap((entry) => local(literal(code.slice(entry.moduleRequest.start, entry.moduleRequest.end)))))
  }
}

/**
 * The roots and everything they import statically, breadth first, each file
 * once with the first reason found. `importsOf` answers undefined for a file
 * that is not there (listed, not followed).
 */
export const staticClosure = (roots: ReadonlyArray<LoadedFile>, importsOf: (file: DistPath) => ChunkImports | undefined): Array<LoadedFile> => {
  const seen = new Map<DistPath, LoadedFile>()
  const queue = [...roots]
  while (queue.length > 0) {
    const next = queue.shift()!
    if (seen.has(next.file)) continue
    seen.set(next.file, next)
    for (const imported of importsOf(next.file)?.static ?? []) {
      if (!seen.has(imported)) queue.push({ file: imported, reason: `imported by ${posix.basename(next.file)}` })
    }
  }
  return [...seen.values()]
}

/** What the browser loads for a page before it responds: the page's scripts, then the route's lazy chunk, each with its static imports. */
export const beforeInteraction = (
  html: HtmlScripts,
  routeChunk: DistPath | undefined,
  importsOf: (file: DistPath) => ChunkImports | undefined
): Array<LoadedFile> => {
  const page = staticClosure(
    [...html.entries.map((file) => ({ file, reason: "entry" })), ...html.modulepreloads.map((file) => ({ file, reason: "modulepreload" }))],
    importsOf
  )
  if (routeChunk === undefined) return page
  const known = new Set(page.map((loaded) => loaded.file))
  const route = staticClosure([{ file: routeChunk, reason: "route" }], importsOf).filter((loaded) => !known.has(loaded.file))
  return [...page, ...route]
}

/** One chunk of vite's manifest (dist/.vite/manifest.json), keyed by its source path. */
export interface ManifestChunk {
  readonly file: string
  readonly imports?: ReadonlyArray<string>
  readonly dynamicImports?: ReadonlyArray<string>
  readonly isEntry?: boolean
}

export type Manifest = Readonly<Record<string, ManifestChunk>>

/** The same graph as importsOfChunk would find, from the manifest: file → its static and lazy imports as files. */
export const importsFromManifest = (manifest: Manifest): ReadonlyMap<DistPath, ChunkImports> => {
  const fileOf = (key: string) => manifest[key]?.file ?? key
  return new Map(
    Object.values(manifest).map((chunk) => [
      chunk.file,
      {
        static: (chunk.imports ?? []).map(fileOf),
        dynamic: (chunk.dynamicImports ?? []).map(fileOf)
      }
    ])
  )
}

/** The chunk built from a source module ("src/routes/catalog/home-screen.tsx"), by the manifest or by the chunks' source maps. */
export const chunkOfSource = (
  source: string,
  candidates: { readonly manifest?: Manifest | undefined; readonly sourcesOf: ReadonlyMap<DistPath, ReadonlyArray<string>> }
): DistPath | undefined => {
  const fromManifest = candidates.manifest?.[source]?.file
  if (fromManifest !== undefined) return fromManifest
  const wanted = posix.normalize(source)
  for (const [file, sources] of candidates.sourcesOf) {
    if (sources.some((path) => posix.normalize(path).endsWith(`/${wanted}`) || posix.normalize(path) === wanted)) return file
  }
  return undefined
}
