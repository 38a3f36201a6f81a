/**
 * The chunk-graph walk of scripts/js-budget.ts on a tiny synthetic dist:
 * the page's module script and preloads, static imports followed
 * transitively, lazy ones listed but not followed, the route's chunk found
 * by its source map or by vite's manifest.
 */
import { describe, expect, it } from "vitest"
import {
  beforeInteraction,
  chunkOfSource,
  distPathOfUrl,
  importsFromManifest,
  importsOfChunk,
  type Manifest,
  scriptsOfHtml,
  staticClosure
} from "../../scripts/perf/chunk-graph.ts"

const HTML = `<!doctype html><html><head>
  <!-- <script type="module" src="/assets/commented-out.js"></script> -->
  <script type="module" crossorigin src="/assets/index-a1.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/vendor-react-b2.js">
  <link rel='modulepreload' href='/assets/shared-c3.js'>
  <link rel="stylesheet" href="/assets/index.css">
  <script src="https://cdn.example/analytics.js" type="module"></script>
  <script>console.log("inline")</script>
</head><body><div id="root"></div></body></html>`

/** A dist: file → code, minified as rolldown writes it. */
const DIST: Record<string, string> = {
  "assets/index-a1.js": [
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/home-d4.js","assets/cart-e5.js"])))=>i.map(i=>d[i]);',
    'import{a as e,b as t}from"./vendor-react-b2.js";import"./side-effect-f6.js";',
    'export{x as y}from"./shared-c3.js";',
    "const msg=\"import nothing from './not-a-chunk.js'\";",
    'const h=()=>H(()=>import(`./home-d4.js`),__vite__mapDeps([0])),c=()=>H(()=>import("./cart-e5.js"),__vite__mapDeps([1]));',
    'import("react");'
  ].join("\n"),
  "assets/vendor-react-b2.js": 'export*from"./rolldown-runtime-g7.js";var r=1;export{r as a,r as b};',
  "assets/rolldown-runtime-g7.js": "export const n=1;",
  "assets/shared-c3.js": 'import{n}from"./rolldown-runtime-g7.js";export const x=n;',
  "assets/side-effect-f6.js": "window.x=1;",
  "assets/home-d4.js": 'import{x}from"./shared-c3.js";import{card}from"./card-h8.js";export default x;',
  "assets/card-h8.js": 'import * as React from "./vendor-react-b2.js";export const card=1;',
  "assets/cart-e5.js": 'import{big}from"./checkout-only-i9.js";export default big;',
  "assets/checkout-only-i9.js": "export const big=1;"
}

const importsOf = (file: string) => (DIST[file] === undefined ? undefined : importsOfChunk(file, DIST[file]!))

describe("the page's scripts", () => {
  it("reads module scripts and module preloads of this origin, in order, leaving out comments, styles and other origins", () => {
    expect(scriptsOfHtml(HTML)).toEqual({
      entries: ["assets/index-a1.js"],
      modulepreloads: ["assets/vendor-react-b2.js", "assets/shared-c3.js"]
    })
  })

  it("turns page addresses into dist paths", () => {
    expect(distPathOfUrl("/assets/x.js?v=1")).toBe("assets/x.js")
    expect(distPathOfUrl("assets/../assets/y.js")).toBe("assets/y.js")
    expect(distPathOfUrl("https://cdn.example/z.js")).toBeUndefined()
    expect(distPathOfUrl("//cdn.example/z.js")).toBeUndefined()
  })
})

describe("a chunk's imports", () => {
  it("finds static imports, bare and named, and re-exports; lazy imports apart; no package names or strings", () => {
    expect(importsOfChunk("assets/index-a1.js", DIST["assets/index-a1.js"]!)).toEqual({
      static: ["assets/vendor-react-b2.js", "assets/side-effect-f6.js", "assets/shared-c3.js"],
      dynamic: ["assets/home-d4.js", "assets/cart-e5.js"]
    })
    expect(importsOfChunk("assets/vendor-react-b2.js", DIST["assets/vendor-react-b2.js"]!).static).toEqual(["assets/rolldown-runtime-g7.js"])
    expect(importsOfChunk("assets/card-h8.js", DIST["assets/card-h8.js"]!).static).toEqual(["assets/vendor-react-b2.js"])
  })

  it("resolves a specifier against the importing chunk's folder", () => {
    expect(importsOfChunk("assets/deep/a.js", 'import"../b.js";import"./c.js"').static).toEqual(["assets/b.js", "assets/deep/c.js"])
  })
})

describe("what loads before interaction", () => {
  it("walks static imports breadth first, each file once, with why it is there; a missing file is listed, not followed", () => {
    const walked = staticClosure(
      [
        { file: "assets/index-a1.js", reason: "entry" },
        { file: "assets/gone.js", reason: "modulepreload" }
      ],
      importsOf
    )
    expect(walked).toEqual([
      { file: "assets/index-a1.js", reason: "entry" },
      { file: "assets/gone.js", reason: "modulepreload" },
      { file: "assets/vendor-react-b2.js", reason: "imported by index-a1.js" },
      { file: "assets/side-effect-f6.js", reason: "imported by index-a1.js" },
      { file: "assets/shared-c3.js", reason: "imported by index-a1.js" },
      { file: "assets/rolldown-runtime-g7.js", reason: "imported by vendor-react-b2.js" }
    ])
  })

  it("adds the route's lazy chunk and its own static imports, but no other route's", () => {
    const files = beforeInteraction(scriptsOfHtml(HTML), "assets/home-d4.js", importsOf)
    expect(files.map((f) => f.file)).toEqual([
      "assets/index-a1.js",
      "assets/vendor-react-b2.js",
      "assets/shared-c3.js",
      "assets/side-effect-f6.js",
      "assets/rolldown-runtime-g7.js",
      "assets/home-d4.js",
      "assets/card-h8.js"
    ])
    expect(files.find((f) => f.file === "assets/home-d4.js")?.reason).toBe("route")
    expect(files.find((f) => f.file === "assets/shared-c3.js")?.reason).toBe("modulepreload")
    expect(files.some((f) => f.file.includes("cart") || f.file.includes("checkout"))).toBe(false)
  })

  it("without a route chunk, counts the page's scripts only", () => {
    expect(beforeInteraction(scriptsOfHtml(HTML), undefined, importsOf)).toHaveLength(5)
  })
})

describe("the route's chunk", () => {
  const sourcesOf = new Map([
    ["assets/index-a1.js", ["../../src/main.tsx", "../../src/routes/route-table.ts"]],
    ["assets/home-d4.js", ["../../src/routes/catalog/home-screen.tsx", "../../src/ui/catalog/hero.tsx"]]
  ])

  it("is the chunk whose source map holds the route's module", () => {
    expect(chunkOfSource("src/routes/catalog/home-screen.tsx", { sourcesOf })).toBe("assets/home-d4.js")
    expect(chunkOfSource("src/routes/catalog/missing.tsx", { sourcesOf })).toBeUndefined()
    // Only a whole path segment matches: "screen.tsx" is not "home-screen.tsx".
    expect(chunkOfSource("catalog/screen.tsx", { sourcesOf })).toBeUndefined()
  })

  it("comes from vite's manifest when there is one, which also gives the graph", () => {
    const manifest: Manifest = {
      "index.html": { file: "assets/index-a1.js", isEntry: true, imports: ["_vendor-react.js"], dynamicImports: ["src/routes/catalog/home-screen.tsx"] },
      "_vendor-react.js": { file: "assets/vendor-react-b2.js" },
      "src/routes/catalog/home-screen.tsx": { file: "assets/home-d4.js", imports: ["_vendor-react.js"] }
    }
    expect(chunkOfSource("src/routes/catalog/home-screen.tsx", { manifest, sourcesOf: new Map() })).toBe("assets/home-d4.js")
    const graph = importsFromManifest(manifest)
    expect(graph.get("assets/index-a1.js")).toEqual({ static: ["assets/vendor-react-b2.js"], dynamic: ["assets/home-d4.js"] })
    expect(graph.get("assets/home-d4.js")).toEqual({ static: ["assets/vendor-react-b2.js"], dynamic: [] })
  })
})
