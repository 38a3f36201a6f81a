/**
 * The layer check as plain functions over a map of source files (path from
 * the project root → text), so the test of the real tree and the tests that
 * break each rule on purpose run the very same code. Each function returns
 * readable violations; an empty list means the rule holds.
 */
import { importsOf, isNodeBuiltin, packageOf, withoutComments, type ImportRef } from "./source-imports.ts"
import { FEATURES, type Layer, REACT, RULES, SERVER, SHARED, SRC_FILES } from "./layer-rules.ts"

export type SourceFiles = ReadonlyMap<string, string>

/** Where a file sits: its layer and, in a layer of features, its feature (none: the app level). */
export interface Place {
  readonly layer: Layer
  /** The feature folder (`src/<layer>/<feature>/…`) or, on the server, the top folder; absent for files directly in the layer. */
  readonly feature?: string
}

/** A place, or why the path is in no place a rule covers. */
export type Placement = { readonly place: Place } | { readonly unknown: string }

const known = (list: ReadonlyArray<string>) => list.join(", ")

/** The place of a path under `src/` or `server/`; undefined for paths the check does not cover (tests, scripts). */
export const placeOf = (path: string): Placement | undefined => {
  const parts = path.split("/")
  if (parts[0] === "server") return { place: parts.length > 2 ? { layer: "server", feature: parts[1]! } : { layer: "server" } }
  if (parts[0] !== "src") return undefined
  if (parts.length === 2) {
    const layer = SRC_FILES[parts[1]!]
    return layer !== undefined ? { place: { layer } } : { unknown: `${path}: no rule covers a file directly in src/ (known: ${known(Object.keys(SRC_FILES))})` }
  }
  const layer = `src/${parts[1]}`
  const rule = RULES[layer as Layer] as (typeof RULES)[Layer] | undefined
  if (rule === undefined || rule.shape === "file") {
    const folders = Object.keys(RULES).filter((name) => name.startsWith("src/") && RULES[name as Layer].shape !== "file")
    return { unknown: `${layer}/: no rule covers this folder (known: ${known(folders)}); add its rule to test/arch/layer-rules.ts` }
  }
  if (parts.length === 3) {
    return rule.appLevel === true
      ? { place: { layer: layer as Layer } }
      : { unknown: `${path}: ${layer} has no app level; put the file in a feature folder (${known(FEATURES)})` }
  }
  const feature = parts[2]!
  return FEATURES.includes(feature)
    ? { place: { layer: layer as Layer, feature } }
    : { unknown: `${layer}/${feature}/: not a known feature (${known(FEATURES)}); add it to FEATURES in test/arch/layer-rules.ts` }
}

/** The place of a path a rule covers; undefined for unknown folders and paths outside src/ and server/. */
export const placed = (path: string): Place | undefined => {
  const placement = placeOf(path)
  return placement !== undefined && "place" in placement ? placement.place : undefined
}

/** Relative imports name files by their exact path (`.ts`/`.tsx` written out); these are the fallbacks a bundler tries. */
const resolveIn = (files: SourceFiles, target: string): string => {
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`]) {
    if (files.has(candidate)) return candidate
  }
  return target
}

interface Edge {
  readonly from: string
  readonly to: string
  readonly ref: ImportRef
}

// Each rule walks the same edges; a tree is read once however many rules run on it.
const edgesOf = new WeakMap<SourceFiles, ReadonlyArray<Edge>>()

/** Every import of every covered file, relative targets resolved against the map. */
export const importEdges = (files: SourceFiles): ReadonlyArray<Edge> => {
  const cached = edgesOf.get(files)
  if (cached !== undefined) return cached
  const edges = [...files]
    .filter(([path]) => placeOf(path) !== undefined)
    .flatMap(([from, text]) => importsOf(from, text).map((ref) => ({ from, to: ref.relative ? resolveIn(files, ref.target) : ref.target, ref })))
  edgesOf.set(files, edges)
  return edges
}

const shown = (edge: Edge) => `${edge.from} → ${edge.ref.relative ? edge.to : edge.ref.specifier}${edge.ref.kind === "static" ? "" : ` (${edge.ref.kind})`}`

/** 2. Every file under src/ and server/ is in a folder a rule covers. One line per unknown folder. */
export const unknownFolders = (files: SourceFiles): Array<string> => {
  const reasons = new Set<string>()
  for (const path of files.keys()) {
    const placement = placeOf(path)
    if (placement !== undefined && "unknown" in placement) reasons.add(placement.unknown)
  }
  return [...reasons].sort()
}

const packageReason = (layer: Layer, specifier: string): string => {
  if (isNodeBuiltin(specifier)) return "Node built-ins belong to server/"
  if (REACT.some((name) => name === packageOf(specifier))) return "React and its libraries belong to src/ui, src/routes and src/main.tsx"
  const rule = RULES[layer]
  return rule.packages.length === 0 ? `${layer} imports no package` : `${layer} may import only ${known(rule.packages)}`
}

const allowsPackage = (place: Place, ref: ImportRef): boolean => {
  const rule = RULES[place.layer]
  if (isNodeBuiltin(ref.specifier)) return rule.nodeBuiltins === true
  const matches = (entry: string) => ref.specifier === entry || ref.specifier.startsWith(`${entry}/`)
  if (rule.packages.some(matches)) return true
  if (place.feature !== undefined && (rule.featurePackages?.[place.feature] ?? []).some(matches)) return true
  return ref.kind === "type" && (rule.typePackages ?? []).some(matches)
}

/** 1 and 5. Each layer imports only the layers and packages its rule lists (types only where it says so). */
export const layerViolations = (files: SourceFiles): Array<string> => {
  const violations: Array<string> = []
  for (const edge of importEdges(files)) {
    const from = placed(edge.from)
    if (from === undefined) continue
    const rule = RULES[from.layer]
    if (!edge.ref.relative) {
      if (!allowsPackage(from, edge.ref)) violations.push(`${shown(edge)}: ${packageReason(from.layer, edge.ref.specifier)}`)
      continue
    }
    const to = placed(edge.to)
    if (to === undefined) {
      violations.push(`${shown(edge)}: outside the layers a rule covers`)
      continue
    }
    if (rule.imports.includes(to.layer)) continue
    if (rule.typeImports?.includes(to.layer) === true) {
      if (edge.ref.kind === "type") continue
      violations.push(`${shown(edge)}: ${from.layer} may import ${to.layer} with \`import type\` only`)
      continue
    }
    violations.push(`${shown(edge)}: ${from.layer} may not import ${to.layer}`)
  }
  return violations.sort()
}

/**
 * 3. Inside a layer of features, a feature imports only itself and `shared`,
 * and `shared` only itself; the app level (files directly in the layer) may
 * import any feature, and no feature imports the app level.
 */
export const featureViolations = (files: SourceFiles): Array<string> => {
  const violations: Array<string> = []
  for (const edge of importEdges(files)) {
    if (!edge.ref.relative) continue
    const from = placed(edge.from)
    const to = placed(edge.to)
    if (from === undefined || to === undefined || from.layer !== to.layer || RULES[from.layer].shape !== "features") continue
    if (RULES[from.layer].featuresMeet === true) continue
    if (from.feature === undefined || from.feature === to.feature) continue
    if (to.feature === SHARED && from.feature !== SHARED) continue
    const target = to.feature === undefined ? `the app level of ${to.layer}` : `${to.layer}/${to.feature}/`
    const allowed = from.feature === SHARED ? `${from.layer}/${SHARED}/ only` : `${from.layer}/${from.feature}/ and ${from.layer}/${SHARED}/`
    violations.push(`${shown(edge)}: ${from.layer}/${from.feature}/ may import ${allowed}, not ${target}`)
  }
  return violations.sort()
}

/** The server's areas: top folders (other than the platform and shared) holding a `handlers.ts`, at any depth. */
export const serverAreas = (files: SourceFiles): Set<string> => {
  const areas = new Set<string>()
  for (const path of files.keys()) {
    const parts = path.split("/")
    if (parts[0] === "server" && parts.length >= 3 && parts.at(-1) === SERVER.areaMarker && !isCommon(parts[1]!)) areas.add(parts[1]!)
  }
  return areas
}

const isCommon = (folder: string) => (SERVER.common as ReadonlyArray<string>).includes(folder)

/**
 * 3, server. A file in an area imports, inside the server, its own area, the
 * platform, `server/shared`, and another area's `service.ts` files only
 * (an area may hold several modules, each with its own four files).
 */
export const serverAreaViolations = (files: SourceFiles): Array<string> => {
  const areas = serverAreas(files)
  const violations: Array<string> = []
  for (const edge of importEdges(files)) {
    if (!edge.ref.relative) continue
    const from = edge.from.split("/")
    const to = edge.to.split("/")
    if (from[0] !== "server" || from.length < 3 || !areas.has(from[1]!) || to[0] !== "server") continue
    const area = from[1]!
    if (to.length > 2 && (to[1] === area || isCommon(to[1]!))) continue
    if (to.length > 2 && areas.has(to[1]!) && to.at(-1) === SERVER.crossAreaEntry) continue
    const common = SERVER.common.map((folder) => `server/${folder}/`).join(", ")
    violations.push(`${shown(edge)}: the area server/${area}/ may import its own folder, ${common} and other areas' ${SERVER.crossAreaEntry} only`)
  }
  return violations.sort()
}

/**
 * 3, server (continued). Every top folder of the server is an area, the
 * platform, shared or the seed; the platform and shared import no area.
 */
export const serverFolderViolations = (files: SourceFiles): Array<string> => {
  const areas = serverAreas(files)
  const violations = new Set<string>()
  for (const path of files.keys()) {
    const parts = path.split("/")
    if (parts[0] !== "server" || parts.length < 3) continue
    const folder = parts[1]!
    if (areas.has(folder) || isCommon(folder) || (SERVER.composition as ReadonlyArray<string>).includes(folder)) continue
    violations.add(
      `server/${folder}/: not an area (no ${SERVER.areaMarker}), nor ${[...SERVER.common, ...SERVER.composition].map((f) => `server/${f}/`).join(", ")}`
    )
  }
  for (const edge of importEdges(files)) {
    if (!edge.ref.relative) continue
    const from = edge.from.split("/")
    const to = edge.to.split("/")
    if (from[0] !== "server" || from.length < 3 || !isCommon(from[1]!) || to[0] !== "server") continue
    const allowed: ReadonlyArray<string> = SERVER.commonImports[from[1] as keyof typeof SERVER.commonImports]
    if (to.length > 2 && allowed.includes(to[1]!)) continue
    violations.add(`${shown(edge)}: server/${from[1]}/ may import ${allowed.map((f) => `server/${f}/`).join(", ")} only`)
  }
  return [...violations].sort()
}

/**
 * 4. Import cycles among covered files: static and type-only imports count
 * (a type cycle still ties the files together); `import()` does not, since
 * loading a screen lazily is how the route table avoids one. One chain per
 * file on a cycle (the shortest through it), duplicates removed.
 */
export const importCycles = (files: SourceFiles): Array<string> => {
  const next = new Map<string, Set<string>>()
  for (const edge of importEdges(files)) {
    if (!edge.ref.relative || edge.ref.kind === "dynamic" || !files.has(edge.to) || placeOf(edge.to) === undefined) continue
    const targets = next.get(edge.from) ?? new Set<string>()
    targets.add(edge.to)
    next.set(edge.from, targets)
  }
  const chains = new Set<string>()
  for (const start of [...next.keys()].sort()) {
    // Breadth first from `start`: the first path back to it is a shortest cycle through it.
    const cameFrom = new Map<string, string>()
    const queue = [start]
    let closing: string | undefined
    while (queue.length > 0 && closing === undefined) {
      const node = queue.shift()!
      for (const target of [...(next.get(node) ?? [])].sort()) {
        if (target === start) {
          closing = node
          break
        }
        if (cameFrom.has(target)) continue
        cameFrom.set(target, node)
        queue.push(target)
      }
    }
    if (closing === undefined) continue
    const cycle = [closing]
    while (cycle[0] !== start) cycle.unshift(cameFrom.get(cycle[0]!)!)
    // Written from its alphabetically first file, so each cycle appears once.
    const first = cycle.indexOf([...cycle].sort()[0]!)
    const rotated = [...cycle.slice(first), ...cycle.slice(0, first)]
    chains.add([...rotated, rotated[0]].join(" → "))
  }
  return [...chains].sort()
}

/** 5. Components and machines never call `fetch`: every call goes through the services. */
export const fetchViolations = (files: SourceFiles): Array<string> =>
  [...files]
    .filter(([path]) => {
      const place = placed(path)
      return place !== undefined && RULES[place.layer].noFetch === true
    })
    .filter(([, text]) => /\bfetch\s*\(/.test(withoutComments(text)))
    .map(([path]) => `${path} calls fetch: go through a service in src/services`)

/** Every rule, by name, over the same files. */
export const checkAll = (files: SourceFiles) => ({
  unknownFolders: unknownFolders(files),
  layers: layerViolations(files),
  features: featureViolations(files),
  serverAreas: serverAreaViolations(files),
  serverFolders: serverFolderViolations(files),
  cycles: importCycles(files),
  fetch: fetchViolations(files)
})
