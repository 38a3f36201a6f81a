/**
 * docs/feature-map.md: where each feature's pieces are, layer by layer.
 *
 * Every layer that holds features keeps one folder per feature, named with
 * the feature's one name (docs/decisions/app-structure.md); this script
 * lists them as a table (a row per layer, a column per feature, the number
 * of files in each folder), the test files of the flat test folders by the
 * feature their name starts with, and what in each layer is not a feature
 * (the platform, the shared parts). test/arch/feature-map.test.ts fails
 * when the committed map is out of date, or when a layer holds a folder
 * whose name is neither a feature's nor one of the declared other parts.
 *
 *   node scripts/feature-map.ts           writes docs/feature-map.md
 *   node scripts/feature-map.ts --check   exits 1 when it would change it
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"

/** The features, each under its one name in every layer, with what it covers. */
export const FEATURES = [
  ["account", "sign-up, sign-in, sessions and tokens, profile, image and password, notifications, roles"],
  ["catalog", "categories, exams, packages, search, availability, Notify me"],
  ["cart", "cart and wishlist, coupons, checkout and payment, orders, receipts, refunds, My Packages"],
  ["attempt", "timed tests: sections, pause and resume, saves, submission, results, review"],
  ["learning", "practice mode, spaced review, readiness"],
  ["content", "blog, comments and reactions, FAQs, policy pages, contact, newsletter"],
  ["helpdesk", "learners' tickets and chat, the support desk, attachments"],
  ["shell", "menu, footer, header, search bar: what every page shows"],
  ["admin", "the operator's area: catalogue, question bank, coupons, orders, learners, content, audit"],
  ["dev", "the developers' machine viewer"]
] as const satisfies ReadonlyArray<readonly [string, string]>

export type Feature = (typeof FEATURES)[number][0]

/** The layers with a folder per feature, in the order a request crosses them. */
export const LAYERS = [
  ["contract", "src/api"],
  ["domain rules", "src/domain"],
  ["machines", "src/machines"],
  ["services (calls)", "src/services"],
  ["wiring", "src/wiring"],
  ["ui", "src/ui"],
  ["routes (screens)", "src/routes"],
  ["server", "server"],
  ["domain tests", "test/domain"],
  ["machine tests", "test/machines"],
  ["service tests", "test/services"],
  ["ui tests", "test/ui"],
  ["server tests", "test/server"]
] as const

/** Flat test folders: a file belongs to the feature its name starts with. */
export const FLAT_TEST_FOLDERS = [
  ["API tests", "test/api"],
  ["end-to-end", "test/e2e"]
] as const

/** What a layer may hold beside its features' folders, and why. */
export const NOT_FEATURES: Readonly<Record<string, string>> = {
  shared: "parts every feature uses",
  platform: "the server's HTTP, database, security, jobs, mail and rendering",
  seed: "the demo data",
  support: "test helpers",
  fixtures: "test data",
  db: "database tests (migrations, pools, both databases)",
  http: "HTTP guards and headers",
  security: "password hashing, tokens, rate limits",
  observability: "logs and metrics",
  media: "the media store",
  delivery: "mail delivery",
  payments: "the payment gateway",
  render: "server rendering",
  model: "end-to-end tests generated from the machines"
}

export interface Entry {
  readonly name: string
  readonly isDirectory: boolean
}

export type ListDir = (path: string) => ReadonlyArray<Entry>

const countFiles = (listDir: ListDir, path: string): number =>
  listDir(path).reduce((sum, entry) => sum + (entry.isDirectory ? countFiles(listDir, `${path}/${entry.name}`) : 1), 0)

const featureNames: ReadonlyArray<string> = FEATURES.map(([name]) => name)

/** The folders of a layer that are neither a feature nor a declared other part (each fails the check). */
export const unnamedFolders = (listDir: ListDir): Array<string> =>
  LAYERS.flatMap(([, path]) =>
    listDir(path)
      .filter((entry) => entry.isDirectory && !featureNames.includes(entry.name) && NOT_FEATURES[entry.name] === undefined)
      .map((entry) => `${path}/${entry.name}/`)
  )

const featureOf = (fileName: string): string | undefined =>
  featureNames.find((feature) => fileName === feature || fileName.startsWith(`${feature}-`) || fileName.startsWith(`${feature}.`))

/** The whole map as Markdown. */
export const featureMap = (listDir: ListDir): string => {
  const link = (path: string, text: string) => `[${text}](../${path}/)`
  const header = ["layer", ...featureNames.map((name) => `\`${name}\``)]
  const rows = LAYERS.map(([label, path]) => {
    const folders = new Set(
      listDir(path)
        .filter((entry) => entry.isDirectory)
        .map((entry) => entry.name)
    )
    return [
      `${label} \`${path}/\``,
      ...featureNames.map((feature) => (folders.has(feature) ? link(`${path}/${feature}`, String(countFiles(listDir, `${path}/${feature}`))) : "–"))
    ]
  })
  const table = [header, header.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n")

  const flat = FLAT_TEST_FOLDERS.map(([label, path]) => {
    const files = listDir(path).filter((entry) => !entry.isDirectory)
    const byFeature = featureNames
      .map((feature) => [feature, files.filter((file) => featureOf(file.name) === feature).map((file) => `\`${file.name}\``)] as const)
      .filter(([, names]) => names.length > 0)
      .map(([feature, names]) => `- \`${feature}\`: ${names.join(", ")}`)
    const across = files.filter((file) => featureOf(file.name) === undefined).map((file) => `\`${file.name}\``)
    return [
      `### ${label} (\`${path}/\`)`,
      "",
      ...byFeature,
      ...(across.length === 0 ? [] : [`- across features (shop-wide rules, the platform): ${across.join(", ")}`])
    ].join("\n")
  }).join("\n\n")

  const others = LAYERS.flatMap(([, path]) =>
    listDir(path)
      .filter((entry) => entry.isDirectory && NOT_FEATURES[entry.name] !== undefined)
      .map((entry) => `- \`${path}/${entry.name}/\`: ${NOT_FEATURES[entry.name]}`)
  ).join("\n")

  return [
    "# Feature map",
    "",
    "Generated by `node scripts/feature-map.ts` from the folders on disk; `test/arch/feature-map.test.ts` fails when it is out of date. Each feature has one name, and every layer keeps that feature's files in a folder of that name (the number is the files in it, tests included where the layer is a test folder). How the layers depend on each other: [architecture](architecture.md).",
    "",
    "## Features",
    "",
    ...FEATURES.map(([name, what]) => `- \`${name}\`: ${what}`),
    "",
    "## Layers × features",
    "",
    table,
    "",
    "## Flat test folders",
    "",
    flat,
    "",
    "## Not a feature",
    "",
    others,
    ""
  ].join("\n")
}

export const projectRoot = resolve(import.meta.dirname, "..")
export const MAP_FILE = "docs/feature-map.md"

/** Lists a folder of the project (empty when it does not exist), sorted by name. */
export const diskListDir: ListDir = (path) => {
  try {
    return readdirSync(join(projectRoot, path), { withFileTypes: true })
      .map((entry) => ({ name: entry.name, isDirectory: entry.isDirectory() }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  } catch {
    return []
  }
}

if (import.meta.main) {
  const map = featureMap(diskListDir)
  const file = join(projectRoot, MAP_FILE)
  if (process.argv.includes("--check")) {
    const current = (() => {
      try {
        return readFileSync(file, "utf8")
      } catch {
        return ""
      }
    })()
    if (current !== map) {
      console.error(`${MAP_FILE} is out of date: run node scripts/feature-map.ts`)
      process.exit(1)
    }
  } else {
    writeFileSync(file, map)
    console.log(`wrote ${MAP_FILE}`)
  }
}
