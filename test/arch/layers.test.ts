/**
 * Who may import whom (ARCHITECTURE.md §2; the rules are test/arch/layer-rules.ts,
 * summarised in docs/architecture.md), checked on every source file under
 * src/ and server/:
 *   - each layer imports only the layers and packages its rule lists, some
 *     of them with `import type` only (React in ui/routes/main, Node's
 *     built-ins in the server, no package at all in domain);
 *   - every folder is covered by a rule: a new top-level folder or a feature
 *     not in the known list fails until its rule is written;
 *   - inside a layer, features import only themselves and `shared`; on the
 *     server, an area imports the platform and other areas' service.ts only;
 *   - no import cycles (lazy `import()` excepted);
 *   - components and machines never call `fetch`.
 * The same functions are fed synthetic files in layer-check.test.ts, which
 * proves that each rule fails when broken.
 */
import { describe, expect, it } from "vitest"
import {
  featureViolations,
  fetchViolations,
  importCycles,
  layerViolations,
  placed,
  serverAreaViolations,
  serverFolderViolations,
  unknownFolders
} from "./layer-check.ts"
import { type Layer, RULES } from "./layer-rules.ts"
import { importsOf } from "./source-imports.ts"
import { readSourceTree } from "./source-tree.ts"

const files = readSourceTree()

/** Violations start with the importing file's path. */
const fromLayer = (layer: Layer) => (violation: string) => placed(violation.split(" ")[0]!)?.layer === layer

describe("layer boundaries", () => {
  it("finds the source files", () => {
    expect(files.size).toBeGreaterThan(20)
  })

  it("knows every folder under src/ and server/", () => {
    expect(unknownFolders(files)).toEqual([])
  })

  const layers = Object.keys(RULES) as Array<Layer>
  it.each(layers)("%s imports only what its layer may import (our layers and packages)", (layer) => {
    expect(layerViolations(files).filter(fromLayer(layer))).toEqual([])
  })

  it("keeps each feature to its own folder and shared, inside every layer", () => {
    expect(featureViolations(files)).toEqual([])
  })

  it("keeps each server area to the platform, shared and other areas' services", () => {
    expect(serverAreaViolations(files)).toEqual([])
  })

  it("knows every server folder, and keeps the platform and shared free of areas", () => {
    expect(serverFolderViolations(files)).toEqual([])
  })

  it("has no import cycles", () => {
    expect(importCycles(files)).toEqual([])
  })

  it("keeps fetch out of components and machines", () => {
    expect(fetchViolations(files)).toEqual([])
  })

  it("reads every import form (the check itself works)", () => {
    const text = [
      '/** Not an import: import { x } from "../machines/x.ts" */',
      '// import "./commented.ts"',
      'import { a } from "../services/api-client.ts"',
      'import type { B } from "../api/catalog.ts"',
      "import {",
      "  c,",
      "  type D",
      '} from "./multi-line.ts"',
      'export { e } from "./sibling.ts"',
      'export type { F } from "./types.ts"',
      'export * as g from "./all.ts"',
      'const page = lazy(() => import("../routes/home.tsx"))',
      'type H = typeof import("./h.ts")',
      'import "./styles.ts"',
      'import { useState } from "react"',
      'const url = "http://example.test"; import { i } from "node:fs"',
      'export const j = "./not-an-import.ts"'
    ].join("\n")
    expect(importsOf("src/ui/x.tsx", text).map(({ target, kind }) => [target, kind])).toEqual([
      ["src/services/api-client.ts", "static"],
      ["src/api/catalog.ts", "type"],
      ["src/ui/multi-line.ts", "static"],
      ["src/ui/sibling.ts", "static"],
      ["src/ui/types.ts", "type"],
      ["src/ui/all.ts", "static"],
      ["src/ui/styles.ts", "static"],
      ["react", "static"],
      ["node:fs", "static"],
      ["src/routes/home.tsx", "dynamic"],
      ["src/ui/h.ts", "type"]
    ])
  })
})
