/**
 * The layer check breaks when a rule is broken on purpose: the functions that
 * layers.test.ts runs on the real tree, fed small in-memory trees instead.
 * Each rule has a case that must fail (with a message naming the culprit)
 * and a neighbouring case that must pass, so a rule cannot silently become
 * "always fails" or "never fails".
 */
import { describe, expect, it } from "vitest"
import {
  checkAll,
  featureViolations,
  fetchViolations,
  importCycles,
  layerViolations,
  serverAreaViolations,
  serverFolderViolations,
  type SourceFiles,
  unknownFolders
} from "./layer-check.ts"

const tree = (files: Record<string, string>): SourceFiles => new Map(Object.entries(files))

const importing = (...specifiers: ReadonlyArray<string>) => specifiers.map((s) => `import { x } from "${s}"`).join("\n")

/** A small tree that breaks no rule; each case adds one file to it. */
const healthy: Record<string, string> = {
  "src/api/catalog.ts": importing("effect"),
  "src/domain/shared/slug.ts": "export const slugify = (s: string) => s",
  "src/domain/catalog/paths.ts": `import type { Exam } from "../../api/catalog.ts"\n${importing("../shared/slug.ts")}`,
  "src/machines/catalog/exam-list.machine.ts": `import type { Exam } from "../../api/catalog.ts"\n${importing("xstate", "../../domain/catalog/paths.ts")}`,
  "src/services/shared/effect-actor.ts": importing("effect", "xstate"),
  "src/services/catalog/catalog-calls.ts": importing("effect", "../../api/catalog.ts", "../shared/effect-actor.ts"),
  "src/ui/shared/tokens.ts": importing("goober"),
  "src/ui/catalog/exam-card.tsx": `import type { ActorRefFrom } from "xstate"\n${importing("react", "react-aria-components", "../shared/tokens.ts", "../../domain/catalog/paths.ts")}`,
  "src/ui/app-actors.ts": importing("react", "./catalog/exam-card.tsx"),
  "src/routes/shared/screen-props.ts": "export interface ScreenProps { readonly path: string }",
  "src/routes/catalog/exams-screen.tsx": `import type { ScreenProps } from "../shared/screen-props.ts"\n${importing("react", "wouter", "../../ui/catalog/exam-card.tsx")}`,
  "src/routes/route-table.ts": 'const exams = () => import("./catalog/exams-screen.tsx")',
  "src/wiring/catalog-wiring.ts": importing(
    "effect",
    "wouter/use-browser-location",
    "../services/catalog/catalog-calls.ts",
    "../machines/catalog/exam-list.machine.ts"
  ),
  "src/main.tsx": importing("react", "react-dom/client", "./wiring/catalog-wiring.ts", "./routes/route-table.ts"),
  "server/main.ts": importing("node:http", "fs", "effect", "./catalog/handlers.ts"),
  "server/platform/db/sql-client.ts": importing("effect/sql", "node:path"),
  "server/catalog/handlers.ts": importing("../../src/api/catalog.ts", "./service.ts", "../account/service.ts"),
  "server/catalog/service.ts": importing("./repository.ts", "../../src/domain/catalog/paths.ts"),
  "server/catalog/repository.ts": importing("../platform/db/sql-client.ts"),
  "server/account/handlers.ts": importing("./service.ts"),
  "server/account/service.ts": importing("./repository.ts"),
  "server/account/repository.ts": importing("../platform/db/sql-client.ts")
}

const withFile = (path: string, text: string) => tree({ ...healthy, [path]: text })

describe("the layer check on a tree that keeps every rule", () => {
  it("finds nothing", () => {
    expect(checkAll(tree(healthy))).toEqual({
      unknownFolders: [],
      layers: [],
      features: [],
      serverAreas: [],
      serverFolders: [],
      cycles: [],
      fetch: []
    })
  })
})

describe("packages: React only in ui, routes and main; Node only in the server", () => {
  it("fails on a react import in src/domain", () => {
    expect(layerViolations(withFile("src/domain/catalog/price.ts", importing("react")))).toEqual([
      "src/domain/catalog/price.ts → react: React and its libraries belong to src/ui, src/routes and src/main.tsx"
    ])
  })

  it("fails on any runtime package in src/domain, even one allowed elsewhere", () => {
    expect(layerViolations(withFile("src/domain/catalog/price.ts", importing("effect")))).toEqual([
      "src/domain/catalog/price.ts → effect: src/domain imports no package"
    ])
  })

  it("fails on node:fs (and on a bare built-in) in src/services", () => {
    expect(layerViolations(withFile("src/services/catalog/cache.ts", importing("node:fs", "path")))).toEqual([
      "src/services/catalog/cache.ts → node:fs: Node built-ins belong to server/",
      "src/services/catalog/cache.ts → path: Node built-ins belong to server/"
    ])
  })

  it("fails on React in the wiring, and on xstate in a services feature other than shared", () => {
    const files = tree({
      ...healthy,
      "src/wiring/content-wiring.ts": importing("react"),
      "src/services/catalog/bridge.ts": importing("xstate")
    })
    expect(layerViolations(files)).toEqual([
      "src/services/catalog/bridge.ts → xstate: src/services may import only effect",
      "src/wiring/content-wiring.ts → react: React and its libraries belong to src/ui, src/routes and src/main.tsx"
    ])
  })

  it("allows xstate in ui for types only", () => {
    expect(layerViolations(withFile("src/ui/catalog/list.tsx", importing("xstate")))).toEqual([
      "src/ui/catalog/list.tsx → xstate: src/ui may import only react, react-dom, @xstate/react, react-aria-components, react-toastify, goober, wouter, dompurify"
    ])
    expect(layerViolations(withFile("src/ui/catalog/list.tsx", 'import type { AnyActorRef } from "xstate"'))).toEqual([])
  })

  it("fails on React in the server, passes Node there", () => {
    expect(layerViolations(withFile("server/catalog/page.ts", importing("react-dom/server", "node:crypto")))).toEqual([
      "server/catalog/page.ts → react-dom/server: React and its libraries belong to src/ui, src/routes and src/main.tsx"
    ])
  })
})

describe("our layers: who may import whom", () => {
  it("keeps the server off the renderer's source: it loads the built file through its own narrow interface", () => {
    const violations = layerViolations(withFile("server/platform/render/x.ts", importing("../../../src/entry-server.tsx")))
    expect(violations).toHaveLength(1)
    expect(violations[0]).toMatch(/^server\/platform\/render\/x\.ts → src\/entry-server\.tsx: /)
  })

  it("keeps the browser's layers off the renderer, which composes them", () => {
    const violations = layerViolations(withFile("src/ui/shared/x.tsx", importing("../../entry-server.tsx")))
    expect(violations).toHaveLength(1)
    expect(violations[0]).toMatch(/^src\/ui\/shared\/x\.tsx → src\/entry-server\.tsx: /)
  })

  it("fails when a machine imports the contract's runtime code, passes for its types", () => {
    expect(layerViolations(withFile("src/machines/catalog/x.machine.ts", importing("../../api/catalog.ts")))).toEqual([
      "src/machines/catalog/x.machine.ts → src/api/catalog.ts: src/machines may import src/api with `import type` only"
    ])
    expect(layerViolations(withFile("src/machines/catalog/x.machine.ts", 'import type { Exam } from "../../api/catalog.ts"'))).toEqual([])
  })

  it("fails when a component imports a service, or the server imports a component", () => {
    const files = tree({
      ...healthy,
      "src/ui/catalog/list.tsx": importing("../../services/catalog/catalog-calls.ts"),
      "server/catalog/page.ts": importing("../../src/ui/catalog/exam-card.tsx")
    })
    expect(layerViolations(files)).toEqual([
      "server/catalog/page.ts → src/ui/catalog/exam-card.tsx: server may not import src/ui",
      "src/ui/catalog/list.tsx → src/services/catalog/catalog-calls.ts: src/ui may not import src/services"
    ])
  })
})

describe("folders: every folder is covered by a rule", () => {
  it("fails on an unknown top-level folder src/foo/", () => {
    expect(unknownFolders(withFile("src/foo/x.ts", ""))).toEqual([
      "src/foo/: no rule covers this folder (known: src/api, src/domain, src/machines, src/services, src/ui, src/routes, src/wiring); add its rule to test/arch/layer-rules.ts"
    ])
  })

  it("fails on an unknown feature src/machines/unknownfeature/", () => {
    expect(unknownFolders(withFile("src/machines/unknownfeature/x.ts", ""))).toEqual([
      "src/machines/unknownfeature/: not a known feature (account, admin, attempt, cart, catalog, content, dev, helpdesk, learning, shell, shared); add it to FEATURES in test/arch/layer-rules.ts"
    ])
  })

  it("fails on an unknown feature folder, a loose file in a layer without an app level, and an unknown file in src/", () => {
    const files = tree({ ...healthy, "src/wiring/cart/x.ts": "", "src/domain/x.ts": "", "src/x.ts": "", "src/api/v2/x.ts": "" })
    expect(unknownFolders(files)).toEqual([
      "src/api/v2/: not a known feature (account, admin, attempt, cart, catalog, content, dev, helpdesk, learning, shell, shared); add it to FEATURES in test/arch/layer-rules.ts",
      "src/domain/x.ts: src/domain has no app level; put the file in a feature folder (account, admin, attempt, cart, catalog, content, dev, helpdesk, learning, shell, shared)",
      "src/x.ts: no rule covers a file directly in src/ (known: main.tsx, entry-server.tsx)"
    ])
  })

  it("passes the known features (cart and helpdesk included), nested folders inside a feature, and app-level files of ui and routes", () => {
    const files = tree({
      ...healthy,
      "src/machines/helpdesk/chat.machine.ts": "",
      "src/domain/cart/coupon.ts": "",
      "src/ui/shared/layout/header.tsx": "",
      "src/routes/layout-for-path.ts": ""
    })
    expect(unknownFolders(files)).toEqual([])
  })
})

describe("features: a feature imports only itself and shared", () => {
  it("fails when src/ui/catalog/x.tsx imports src/ui/attempt/y.tsx", () => {
    const files = tree({ ...healthy, "src/ui/attempt/y.tsx": "", "src/ui/catalog/x.tsx": importing("../attempt/y.tsx") })
    expect(featureViolations(files)).toEqual([
      "src/ui/catalog/x.tsx → src/ui/attempt/y.tsx: src/ui/catalog/ may import src/ui/catalog/ and src/ui/shared/, not src/ui/attempt/"
    ])
  })

  it("fails when shared imports a feature, and when a feature imports the app level", () => {
    const files = tree({
      ...healthy,
      "src/domain/shared/menu.ts": importing("../catalog/paths.ts"),
      "src/routes/catalog/back.tsx": importing("../route-table.ts")
    })
    expect(featureViolations(files)).toEqual([
      "src/domain/shared/menu.ts → src/domain/catalog/paths.ts: src/domain/shared/ may import src/domain/shared/ only, not src/domain/catalog/",
      "src/routes/catalog/back.tsx → src/routes/route-table.ts: src/routes/catalog/ may import src/routes/catalog/ and src/routes/shared/, not the app level of src/routes"
    ])
  })

  it("passes feature → shared and app level → feature (and features of other layers)", () => {
    const files = tree({
      ...healthy,
      "src/ui/attempt/timer.tsx": importing("../shared/tokens.ts", "../../domain/catalog/paths.ts"),
      "src/routes/app.tsx": importing("./catalog/exams-screen.tsx", "./shared/screen-props.ts")
    })
    expect(featureViolations(files)).toEqual([])
  })

  it("lets the contract's feature folders import each other (a group's schemas name other groups' shapes), and no other layer's", () => {
    const files = tree({
      ...healthy,
      "src/api/cart/packages.ts": importing("../attempt/attempt.ts", "../shared/ids.ts"),
      "src/api/attempt/attempt.ts": "",
      "src/api/shared/ids.ts": "",
      "src/wiring/cart/cart-wiring.ts": importing("../catalog/catalog-wiring.ts"),
      "src/wiring/catalog/catalog-wiring.ts": ""
    })
    expect(featureViolations(files)).toEqual([
      "src/wiring/cart/cart-wiring.ts → src/wiring/catalog/catalog-wiring.ts: src/wiring/cart/ may import src/wiring/cart/ and src/wiring/shared/, not src/wiring/catalog/"
    ])
  })
})

describe("server areas: the platform, shared, and other areas' services only", () => {
  it("fails when an area reads another area's repository, or a folder outside the platform", () => {
    const files = tree({
      ...healthy,
      "server/catalog/service.ts": importing("./repository.ts", "../account/repository.ts", "../security/tokens.ts"),
      "server/security/tokens.ts": ""
    })
    expect(serverAreaViolations(files)).toEqual([
      "server/catalog/service.ts → server/account/repository.ts: the area server/catalog/ may import its own folder, server/platform/, server/shared/ and other areas' service.ts only",
      "server/catalog/service.ts → server/security/tokens.ts: the area server/catalog/ may import its own folder, server/platform/, server/shared/ and other areas' service.ts only"
    ])
  })

  it("finds an area by a handlers.ts at any depth of it", () => {
    const files = tree({
      ...healthy,
      "server/account/profile/handlers.ts": importing("../../catalog/service.ts", "../../platform/db/sql-client.ts", "../repository.ts")
    })
    expect(serverAreaViolations(files)).toEqual([])
  })

  it("fails on a server folder that is no area, platform, shared or seed, and on the platform importing an area", () => {
    const files = tree({
      ...healthy,
      "server/legacy/thing.ts": importing("../account/repository.ts"),
      "server/platform/http/errors.ts": importing("../../catalog/service.ts", "../db/sql-client.ts"),
      "server/shared/paging.ts": importing("../platform/db/sql-client.ts"),
      "server/seed/seed-catalog.ts": importing("../catalog/repository.ts")
    })
    expect(serverFolderViolations(files)).toEqual([
      "server/legacy/: not an area (no handlers.ts), nor server/platform/, server/shared/, server/seed/",
      "server/platform/http/errors.ts → server/catalog/service.ts: server/platform/ may import server/platform/, server/shared/ only",
      "server/shared/paging.ts → server/platform/db/sql-client.ts: server/shared/ may import server/shared/ only"
    ])
  })
})

describe("cycles", () => {
  it("fails on a cycle a → b → a and shows it as a chain", () => {
    const files = tree({
      ...healthy,
      "src/domain/shared/a.ts": importing("./b.ts"),
      "src/domain/shared/b.ts": importing("./a.ts")
    })
    expect(importCycles(files)).toEqual(["src/domain/shared/a.ts → src/domain/shared/b.ts → src/domain/shared/a.ts"])
  })

  it("counts type-only imports, across layers, and shows the shortest chain through each file once", () => {
    const files = tree({
      ...healthy,
      "src/ui/catalog/a.tsx": importing("./b.tsx"),
      "src/ui/catalog/b.tsx": importing("../../machines/catalog/c.machine.ts"),
      "src/machines/catalog/c.machine.ts": 'import type { A } from "../../ui/catalog/a.tsx"'
    })
    expect(importCycles(files)).toEqual(["src/machines/catalog/c.machine.ts → src/ui/catalog/a.tsx → src/ui/catalog/b.tsx → src/machines/catalog/c.machine.ts"])
  })

  it("does not count a lazy import()", () => {
    const files = withFile("src/routes/catalog/exams-screen.tsx", importing("../route-table.ts"))
    expect(importCycles(files)).toEqual([])
  })
})

describe("fetch", () => {
  it("fails on fetch( in a component, not in a comment or a service", () => {
    const files = tree({
      ...healthy,
      "src/ui/catalog/list.tsx": 'const load = () => fetch("/api/v1/u/exams")',
      "src/ui/catalog/note.tsx": "// never fetch(…) here",
      "src/services/shared/http.ts": 'export const get = () => fetch("/x")'
    })
    expect(fetchViolations(files)).toEqual(["src/ui/catalog/list.tsx calls fetch: go through a service in src/services"])
  })
})
