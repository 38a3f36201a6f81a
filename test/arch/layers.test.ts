/**
 * Who may import whom (ARCHITECTURE.md §2), checked on every source file:
 *   api, domain     → nothing of ours (domain may use its own files; api its own)
 *   machines        → domain, and api for types only
 *   services        → api, domain
 *   ui, routes      → machines, ui, domain; api for types only (routes also routes)
 *   server          → api, domain, server; never the browser's layers
 *   wiring          → machines, services, ui, api, domain (per-area halves of
 *                     the composition root: they provide machines with services)
 * Only the composition root `src/main.tsx` may import everything. Components
 * and machines never call `fetch`: every call goes through the services.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative, resolve, dirname } from "node:path"
import { describe, expect, it } from "vitest"

const root = resolve(import.meta.dirname, "../..")

const sourceFiles = (dir: string): Array<string> =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })

interface ImportRef { readonly target: string; readonly typeOnly: boolean }

/** Static imports, re-exports and dynamic imports of relative paths. */
const importsOf = (file: string, text = readFileSync(join(root, file), "utf8")): Array<ImportRef> => {
  const refs: Array<ImportRef> = []
  const pattern = /(?:^|\n)\s*(import|export)\s+(type\s+)?[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|(?:^|\n)\s*import\s+["']([^"']+)["']/g
  for (const match of text.matchAll(pattern)) {
    const spec = match[3] ?? match[4] ?? match[5]
    if (spec === undefined || !spec.startsWith(".")) continue
    refs.push({ target: relative(root, resolve(dirname(join(root, file)), spec)), typeOnly: match[2] !== undefined })
  }
  return refs
}

const layerOf = (path: string): string => {
  if (path === "src/main.tsx") return "main"
  const parts = path.split("/")
  return parts[0] === "src" ? `src/${parts[1]}` : parts[0] ?? path
}

type Rule = { readonly allowed: ReadonlyArray<string>; readonly typeOnly?: ReadonlyArray<string> }

const rules: Record<string, Rule> = {
  "src/api": { allowed: ["src/api"] },
  "src/domain": { allowed: ["src/domain"] },
  "src/machines": { allowed: ["src/machines", "src/domain"], typeOnly: ["src/api"] },
  "src/services": { allowed: ["src/services", "src/api", "src/domain"] },
  "src/ui": { allowed: ["src/ui", "src/machines", "src/domain"], typeOnly: ["src/api"] },
  "src/routes": { allowed: ["src/routes", "src/ui", "src/machines", "src/domain"], typeOnly: ["src/api"] },
  "src/wiring": { allowed: ["src/wiring", "src/machines", "src/services", "src/ui", "src/api", "src/domain"] },
  "server": { allowed: ["server", "src/api", "src/domain"] }
}

const files = [...sourceFiles("src"), ...sourceFiles("server")]

describe("layer boundaries", () => {
  it("finds the source files", () => {
    expect(files.length).toBeGreaterThan(20)
  })

  it.each(Object.keys(rules))("%s imports only what its layer may import", (layer) => {
    const rule = rules[layer]!
    const violations: Array<string> = []
    for (const file of files.filter((f) => layerOf(f) === layer)) {
      for (const ref of importsOf(file)) {
        const target = layerOf(ref.target)
        if (rule.allowed.includes(target)) continue
        if (ref.typeOnly && rule.typeOnly?.includes(target)) continue
        violations.push(`${file} → ${ref.target}${ref.typeOnly ? " (type)" : ""}`)
      }
    }
    expect(violations).toEqual([])
  })

  it("keeps fetch out of components and machines", () => {
    const offenders = files
      .filter((f) => ["src/ui", "src/routes", "src/machines"].includes(layerOf(f)))
      .filter((f) => /\bfetch\s*\(/.test(readFileSync(join(root, f), "utf8")))
    expect(offenders).toEqual([])
  })

  it("reads every import form (the check itself works)", () => {
    const text = [
      "import { a } from \"../services/api-client.ts\"",
      "import type { B } from \"../api/catalog.ts\"",
      "export { c } from \"./sibling.ts\"",
      "const page = lazy(() => import(\"../routes/home.tsx\"))",
      "import \"./styles.ts\"",
      "import { useState } from \"react\""
    ].join("\n")
    expect(importsOf("src/ui/x.tsx", text)).toEqual([
      { target: "src/services/api-client.ts", typeOnly: false },
      { target: "src/api/catalog.ts", typeOnly: true },
      { target: "src/ui/sibling.ts", typeOnly: false },
      { target: "src/routes/home.tsx", typeOnly: false },
      { target: "src/ui/styles.ts", typeOnly: false }
    ])
    expect(rules["src/ui"]!.allowed).not.toContain(layerOf("src/services/api-client.ts"))
  })
})
