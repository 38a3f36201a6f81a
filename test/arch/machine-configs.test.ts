/**
 * Every machine file's config is static (each machine can be
 * opened in the Stately visualiser): checked on the real files, and the
 * check itself broken on purpose with small snippets.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { createsMachine, machineConfigProblems } from "./machine-configs.ts"

const machineFiles = (folder: string): ReadonlyArray<string> =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? machineFiles(join(folder, entry.name)) : entry.name.endsWith(".machine.ts") ? [join(folder, entry.name)] : []
  )

describe("machine configs on the real tree", () => {
  const files = machineFiles("src/machines")
  it("finds the machine files", () => {
    expect(files.length).toBeGreaterThan(20)
  })
  it.each(files.map((file) => [file]))("%s is a static literal config", (file) => {
    const source = readFileSync(file, "utf8")
    expect(createsMachine(source), `${file} creates no machine`).toBe(true)
    expect(machineConfigProblems(file, source).map((p) => `${p.file}:${p.line} ${p.reason}`)).toEqual([])
  })
})

const check = (config: string) => machineConfigProblems("x.machine.ts", `import { setup } from "xstate"\nexport const m = setup({}).createMachine(${config})`)

describe("the check fails on what the visualiser cannot read", () => {
  it("passes a literal config with nested states and named invokes", () => {
    expect(
      check(`{ id: "m", initial: "a", states: { a: { invoke: { id: "load", src: "load" }, states: { b: {} } }, c: { invoke: [{ id: "x", src: "x" }] } } }`)
    ).toEqual([])
  })
  it("refuses a config held in a variable", () => {
    expect(check("config")).toEqual([{ file: "x.machine.ts", line: 2, reason: expect.stringContaining('state "(machine)" must be an object literal') }])
  })
  it("refuses a state imported or built by a call, and a states map from elsewhere", () => {
    expect(check(`{ states: { a: sharedState, b: makeState() } }`).map((p) => p.reason)).toEqual([
      expect.stringContaining('state "(machine).a" must be an object literal'),
      expect.stringContaining('state "(machine).b" must be an object literal')
    ])
    expect(check(`{ states: allStates }`).map((p) => p.reason)).toEqual(['(machine): "states" must be an object literal'])
  })
  it("refuses spreads in a state or a states map", () => {
    expect(check(`{ states: { ...more, a: { ...base } } }`).map((p) => p.reason)).toEqual([
      "(machine): a state must be written in place (no spread, shorthand or method)",
      'state "(machine).a": no spread in a state config'
    ])
  })
  it("refuses an invoke without a literal id", () => {
    expect(check(`{ states: { a: { invoke: { src: "load" } }, b: { invoke: [{ id: name, src: "x" }] } } }`).map((p) => p.reason)).toEqual([
      'state "(machine).a": every invoke needs an explicit id (a string literal)',
      'state "(machine).b": every invoke needs an explicit id (a string literal)'
    ])
  })
})
