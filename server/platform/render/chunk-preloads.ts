/**
 * Which script files a rendered route needs beyond what index.html already
 * loads: read from Vite's build manifest (dist/.vite/manifest.json).
 * The route's screen module is a dynamic entry; its file and its static
 * imports, followed through, are hinted with `<link rel="modulepreload">`
 * so the browser fetches them in parallel with the entry instead of after
 * it has run.
 */

export interface ManifestChunk {
  readonly file: string
  readonly imports?: ReadonlyArray<string>
  readonly isEntry?: boolean
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>

/** The files `key` needs (its own and its static imports', transitively), in load order, without `exclude`. */
const filesOf = (manifest: BuildManifest, key: string, seen: Set<string>): Array<string> => {
  if (seen.has(key)) return []
  seen.add(key)
  const chunk = manifest[key]
  if (chunk === undefined) return []
  return [...(chunk.imports ?? []).flatMap((imported) => filesOf(manifest, imported, seen)), chunk.file]
}

/** What the app's entry loads anyway (its own file and static imports). */
const entryFiles = (manifest: BuildManifest): Set<string> => {
  const seen = new Set<string>()
  const files = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry === true)
    .flatMap(([key]) => filesOf(manifest, key, seen))
  return new Set(files)
}

/** The paths (/assets/…) to hint for the screen module `screenModule` (e.g. "src/routes/catalog/home-screen.tsx"). */
export const chunkPreloads = (manifest: BuildManifest, screenModule: string): ReadonlyArray<string> => {
  const loaded = entryFiles(manifest)
  return filesOf(manifest, screenModule, new Set())
    .filter((file) => !loaded.has(file))
    .map((file) => `/${file}`)
}
