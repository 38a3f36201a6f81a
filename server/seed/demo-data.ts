/**
 * Reads the demo data files (server/seed/data/, see its README) for the
 * seed steps, and only for them: nothing imports the data, so a server
 * started with SEED_DEMO=false never reads or decodes a byte of it.
 *
 * Every file is decoded with its schema (unknown keys are refused, so a
 * misspelt optional field does not vanish silently). A broken file stops the
 * start with a DemoDataError that names the file and where in it the problem
 * is, e.g. `tests[0].sections[1].questions[3].correct: …`.
 */
import { Context, Effect, Schema, SchemaIssue } from "effect"
import { readdir, readFile } from "node:fs/promises"
import { isAbsolute, join, relative } from "node:path"
import { fileURLToPath } from "node:url"

/** The folder the files are read from; a test points it at its own fixture. */
export const DemoDataFolder = Context.Reference<string>("exam-shop/DemoDataFolder", {
  defaultValue: () => fileURLToPath(new URL("./data/", import.meta.url))
})

export class DemoDataError extends Schema.TaggedError<DemoDataError>()("DemoDataError", {
  file: Schema.String,
  message: Schema.String
}) {}

/** Enough to point an editor at the problems without flooding the log. */
const MAX_LISTED_ISSUES = 10

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

/** `["tests", 0, "name"]` → `tests[0].name`; the file itself → `(the whole file)`. */
const pathText = (path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>): string => {
  const text = path
    .map((segment) => (typeof segment === "object" ? segment.key : segment))
    .map((key) => (typeof key === "number" ? `[${key}]` : `.${String(key)}`))
    .join("")
    .replace(/^\./, "")
  return text === "" ? "(the whole file)" : text
}

/** The path people know the file by: relative to the working folder when it is inside it. */
const shownPath = (file: string): string => {
  const fromHere = relative(process.cwd(), file)
  return fromHere.startsWith("..") || isAbsolute(fromHere) ? file : fromHere
}

const describeIssue = (issue: SchemaIssue.Issue): string => {
  const issues = formatter(issue).issues
  const listed = issues.slice(0, MAX_LISTED_ISSUES).map((found) => `  ${pathText(found.path ?? [])}: ${found.message}`)
  const more = issues.length > MAX_LISTED_ISSUES ? [`  … and ${issues.length - MAX_LISTED_ISSUES} more`] : []
  return [...listed, ...more].join("\n")
}

const failWith = (file: string, problem: string) => new DemoDataError({ file, message: `Demo data file ${shownPath(file)} ${problem}` })

/** One file of the data folder (`name` relative to it), decoded with `schema`. */
export const readDemoFile = <A>(schema: Schema.Decoder<A>, name: string) =>
  Effect.gen(function* () {
    const file = join(yield* DemoDataFolder, name)
    const text = yield* Effect.tryPromise({
      try: () => readFile(file, "utf8"),
      catch: (error) => failWith(file, `cannot be read: ${String(error)}`)
    })
    const json = yield* Effect.try({
      try: (): unknown => JSON.parse(text),
      catch: (error) => failWith(file, `is not valid JSON: ${error instanceof Error ? error.message : String(error)}`)
    })
    return yield* Schema.decodeUnknownEffect(schema)(json, { errors: "all", onExcessProperty: "error" }).pipe(
      Effect.mapError((error) => failWith(file, `does not fit its schema:\n${describeIssue(error.issue)}`))
    )
  })

/**
 * Every `.json` file of a sub-folder, each decoded with `schema`, in the
 * order of their names: the number a file name starts with (`01-…`) is the
 * order the shop shows them in.
 */
export const readDemoFolder = <A>(schema: Schema.Decoder<A>, folder: string) =>
  Effect.gen(function* () {
    const path = join(yield* DemoDataFolder, folder)
    const names = yield* Effect.tryPromise({
      try: () => readdir(path),
      catch: (error) => new DemoDataError({ file: path, message: `Demo data folder ${shownPath(path)} cannot be read: ${String(error)}` })
    })
    const files = names.filter((name) => name.endsWith(".json")).sort()
    return yield* Effect.forEach(files, (name) => readDemoFile(schema, join(folder, name)))
  })
