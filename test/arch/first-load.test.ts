/**
 * What a page loads before it is interactive (docs/decisions/first-load.md):
 * the browser's entry (src/main.tsx) and everything it imports statically.
 * `npm run js-budget` weighs that JavaScript in a build; this check names
 * the rule behind most of the saving, in the source, so that one new import
 * cannot quietly bring a library back: the first load holds none of Effect
 * (the runtime, the contract and the calls load with the first call, see
 * src/services/shared/lazy-runtime.ts) and none of react-toastify (loaded
 * with the first toast, src/services/shared/toast-display.ts).
 * A dynamic `import()` is how such code is reached later, so it is not followed.
 */
import { describe, expect, it } from "vitest"
import { importsOf, packageOf } from "./source-imports.ts"
import { readSourceTree } from "./source-tree.ts"

const ENTRY = "src/main.tsx"
const LATER: ReadonlyArray<string> = ["effect", "react-toastify"]

/** The static imports of `file` that name `library`, each with the chain of files that reaches it. */
const importsOfLibrary = (files: ReadonlyMap<string, string>, entry: string, library: string): ReadonlyArray<string> =>
  [...staticallyReached(files, entry)].flatMap(([file, chain]) =>
    importsOf(file, files.get(file) ?? "")
      .filter((ref) => ref.kind === "static" && !ref.relative && packageOf(ref.specifier) === library)
      .map((ref) => [...chain, ref.specifier].join(" → "))
  )

/** For each file reached from `entry` by static imports, the chain that reaches it first. */
const staticallyReached = (files: ReadonlyMap<string, string>, entry: string): ReadonlyMap<string, ReadonlyArray<string>> => {
  const chains = new Map<string, ReadonlyArray<string>>([[entry, [entry]]])
  const queue = [entry]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const ref of importsOf(file, files.get(file) ?? "")) {
      if (ref.kind !== "static" || !ref.relative || chains.has(ref.target) || !files.has(ref.target)) continue
      chains.set(ref.target, [...chains.get(file)!, ref.target])
      queue.push(ref.target)
    }
  }
  return chains
}

describe("the first load", () => {
  const files = readSourceTree()
  const reached = staticallyReached(files, ENTRY)

  it("follows the entry's static imports (the check reads the real graph)", () => {
    expect(reached.has("src/routes/app-root.tsx")).toBe(true)
    expect(reached.has("src/wiring/account/session-wiring.ts")).toBe(true)
    expect(reached.size).toBeGreaterThan(50)
  })

  it("names the chain of a static import that brings a library, and leaves dynamic and type imports alone", () => {
    const sample = new Map([
      ["src/main.tsx", `import { a } from "./wiring/a.ts"\nconst later = () => import("./wiring/b.ts")`],
      ["src/wiring/a.ts", `import type { Effect } from "effect"\nimport { c } from "../services/c.ts"`],
      ["src/wiring/b.ts", `import { Effect } from "effect"`],
      ["src/services/c.ts", `import { Schema } from "effect"`]
    ])
    expect(importsOfLibrary(sample, ENTRY, "effect")).toEqual(["src/main.tsx → src/wiring/a.ts → src/services/c.ts → effect"])
  })

  it.each(LATER)("imports nothing of %s before the page is interactive", (library) => {
    expect(importsOfLibrary(files, ENTRY, library)).toEqual([])
  })
})
