/**
 * The committed flows: docs/machines/<id>.json and <id>.mmd for
 * every machine, serialized from `machine.root`. When a machine changes and
 * its snapshot does not, this fails, so every change of a flow shows in
 * review as a change of its diagram. `npm run machines:snapshot` rewrites
 * them (and docs/machines/README.md, the index, with each machine's path
 * coverage from docs/machines/coverage.json, which the machines' coverage
 * tests keep: coverage-record.ts).
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { machineGraph, machineSummary } from "../../../src/machines/shared/machine-graph.ts"
import { mermaidOf } from "../../../src/machines/shared/machine-mermaid.ts"
import { MACHINE_CATALOG, MACHINE_FILES } from "../../../src/ui/dev/machine-catalog.ts"
import { createsMachine } from "../../arch/machine-configs.ts"
import { COVERAGE_FILE, type CoverageEntry, coverageFileText, readCoverageFile } from "./coverage-record.ts"

const FOLDER = "docs/machines"
const UPDATE = process.env.UPDATE_MACHINE_SNAPSHOTS === "1"
const RUN = "npm run machines:snapshot"

const jsonOf = (entry: (typeof MACHINE_CATALOG)[number]) => `${JSON.stringify({ file: entry.file, ...machineGraph(entry.machine) }, null, 2)}\n`

const coverageText = (coverage: CoverageEntry | undefined): string =>
  coverage === undefined
    ? "no coverage test"
    : `states ${coverage.states.reached}/${coverage.states.total}, transitions ${coverage.transitions.taken}/${coverage.transitions.total}, ${coverage.paths} paths`

const indexOf = (): string => {
  const coverage = readCoverageFile()
  const rows = MACHINE_CATALOG.map((entry) => {
    const summary = machineSummary(machineGraph(entry.machine))
    return `| [${entry.id}](${entry.id}.mmd) | \`${entry.file}\` | ${summary.states} | ${summary.transitions} | ${summary.invokes} | ${summary.delays.join(", ") || "—"} | ${coverageText(coverage[entry.id])} |`
  })
  return [
    "# The machines, as committed snapshots",
    "",
    "Written by `npm run machines:snapshot` from each machine's `machine.root`",
    "(src/machines/shared/machine-graph.ts); `test/machines/shared/machine-snapshots.test.ts`",
    "fails when a machine changed and these files did not. Each machine has its",
    "graph as JSON (`<id>.json`: nested states, every transition with its event,",
    "guard, actions and delay) and a Mermaid state diagram (`<id>.mmd`).",
    "",
    "To open a machine in the Stately visualiser (stately.ai/viz, or the XState",
    "VS Code extension): every machine file's `createMachine({...})` config is a",
    "static object literal (checked by `test/arch/machine-configs.test.ts`), so",
    "copy the `setup({...}).createMachine({...})` call from the file into the",
    "visualiser's editor, or open the file with the extension and choose",
    '"Open visual editor"; the named actors, guards and delays show by name.',
    "",
    "Path coverage is what the machine's own unit test reaches with the paths",
    "`xstate/graph` generates (test/machines/shared/path-coverage.ts), as that",
    "test records it in `coverage.json` (by machine id: states and transitions",
    "reached of all, the missing ones, the number of paths, the test file).",
    "It counts transitions as `xstate/graph`'s `toDirectedGraph` does, so its",
    "transition totals can differ from the transitions column here.",
    "",
    "| machine | file | states | transitions | invoked actors | named delays | path coverage |",
    "|---|---|---|---|---|---|---|",
    ...rows,
    ""
  ].join("\n")
}

const expectFile = (path: string, content: string) => {
  if (UPDATE) {
    writeFileSync(path, content)
    return
  }
  expect(existsSync(path), `${path} is missing: run ${RUN}`).toBe(true)
  expect(readFileSync(path, "utf8"), `${path} is out of date: run ${RUN}`).toBe(content)
}

describe("the machine catalogue", () => {
  it("finds a machine in every machine file, each with its own id", () => {
    const files = new Set(MACHINE_CATALOG.map((entry) => entry.file))
    expect(
      MACHINE_FILES.filter((file) => !files.has(file)),
      "machine files with no exported machine"
    ).toEqual([])
    const ids = MACHINE_CATALOG.map((entry) => entry.id)
    expect(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      "machine ids used twice"
    ).toEqual([])
  })

  it("lists every machine of src: each one is created in a *.machine.ts file of src/machines", () => {
    const sources = (folder: string): ReadonlyArray<string> =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? sources(join(folder, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(folder, entry.name)] : []
      )
    const listed = new Set(MACHINE_FILES)
    const unlisted = sources("src").filter((file) => createsMachine(readFileSync(file, "utf8")) && !listed.has(file.split("\\").join("/")))
    expect(
      unlisted,
      "files creating a machine the catalogue (src/ui/dev/machine-catalog.ts) does not list: move it to src/machines/<feature>/<name>.machine.ts"
    ).toEqual([])
  })
})

describe("docs/machines snapshots", () => {
  it.each(MACHINE_CATALOG.map((entry) => [entry.id, entry] as const))("%s: JSON and Mermaid match the machine", (id, entry) => {
    expectFile(join(FOLDER, `${id}.json`), jsonOf(entry))
    expectFile(join(FOLDER, `${id}.mmd`), mermaidOf(machineGraph(entry.machine)))
  })

  it("the index lists every machine, and no snapshot is left of a machine that is gone", () => {
    expectFile(join(FOLDER, "README.md"), indexOf())
    const known = new Set(MACHINE_CATALOG.flatMap((entry) => [`${entry.id}.json`, `${entry.id}.mmd`]))
    const stale = readdirSync(FOLDER).filter((name) => !["README.md", "coverage.json"].includes(name) && !known.has(name))
    if (UPDATE) for (const name of stale) rmSync(join(FOLDER, name))
    else expect(stale, `snapshots of machines that are gone: run ${RUN}`).toEqual([])
  })

  it("coverage.json holds machines of the catalogue only", () => {
    const ids = new Set(MACHINE_CATALOG.map((entry) => entry.id))
    const coverage = readCoverageFile()
    const unknown = Object.keys(coverage).filter((id) => !ids.has(id))
    if (UPDATE) writeFileSync(COVERAGE_FILE, coverageFileText(Object.fromEntries(Object.entries(coverage).filter(([id]) => ids.has(id)))))
    else expect(unknown, `${COVERAGE_FILE} has machines that are gone: run ${RUN}`).toEqual([])
  })
})
