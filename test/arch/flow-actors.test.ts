/**
 * Every actor the app starts shows in the live machine viewer:
 * screens start theirs with `useFlowActor` (src/ui/shared/flow-actor.ts),
 * which adds the inspector, and the wiring's app-wide actors are created
 * with `...inspected`. A plain `useActorRef` elsewhere, or a `createActor`
 * without the inspector, would be an actor the viewer never sees. The one
 * exception is the viewer's own watch actor (src/ui/dev), which must not be
 * inspected: two viewer tabs would echo each other's messages.
 */
import { describe, expect, it } from "vitest"
import { readSourceTree } from "./source-tree.ts"

const files = [...readSourceTree()].filter(([path]) => path.startsWith("src/"))

/** Code without comments, so a comment naming the hook is not a use of it. */
const code = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "")

describe("actors are inspected", () => {
  it("starts screen actors only through useFlowActor", () => {
    const plain = files
      .filter(([path]) => path !== "src/ui/shared/flow-actor.ts" && !path.startsWith("src/ui/dev/"))
      .filter(([, text]) => /\buseActorRef\b/.test(code(text)))
      .map(([path]) => path)
    expect(plain).toEqual([])
  })

  it("creates every app-wide actor with the inspector", () => {
    const calls = files
      // The viewer's own watch is the exception (see above).
      .filter(([path]) => path.startsWith("src/wiring/") && path !== "src/wiring/dev/flow-watch-wiring.ts")
      .flatMap(([path, text]) => {
        const source = code(text)
        const starts = [...source.matchAll(/\bcreateActor\(/g)].map((match) => match.index)
        // The call's text up to the `.start()` that ends it.
        return starts.map((start) => ({ path, call: source.slice(start, source.indexOf(".start()", start)) }))
      })
    expect(calls.length).toBeGreaterThanOrEqual(6)
    expect(calls.filter(({ call }) => !/\binspected\b/.test(call)).map(({ path }) => path)).toEqual([])
  })
})
