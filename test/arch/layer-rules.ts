/**
 * Who may import whom — ARCHITECTURE.md §2, written as data so the checker
 * (layer-check.ts) stays generic and docs/architecture.md can be compared
 * line by line. Where this differs from §2, the comment says why.
 */

import { FEATURES as FEATURE_LIST } from "../../scripts/feature-map.ts"

/** Every part of the code a file can belong to. */
export type Layer =
  | "src/api"
  | "src/domain"
  | "src/machines"
  | "src/services"
  | "src/ui"
  | "src/routes"
  | "src/wiring"
  | "src/main.tsx"
  | "src/entry-server.tsx"
  | "server"

/**
 * The features a layer may have a folder for (ARCHITECTURE.md §2: a feature's
 * pieces are found by the same name in every layer): the feature map's list
 * (scripts/feature-map.ts, where each is described), and `shared`, what
 * several features use. A new feature is added there on purpose, not by
 * creating a folder.
 */
export const FEATURES: ReadonlyArray<string> = [...FEATURE_LIST.map(([name]) => name).sort(), "shared"]

/** The feature whose code every feature of the layer may use. */
export const SHARED = "shared"

/**
 * How a layer's folder is laid out:
 * - `features`: `<layer>/<feature>/…`; a feature imports only its own folder
 *   and `shared`, `shared` only itself. With `appLevel`, files directly in
 *   the layer's folder are the app level (route table, app shell) and may
 *   import any feature of the layer.
 * - `file`: a single file.
 * - `areas`: the server, see SERVER below.
 */
export type Shape = "features" | "file" | "areas"

export interface LayerRule {
  readonly shape: Shape
  readonly appLevel?: boolean
  /**
   * The features' folders of this layer may import each other (only the
   * contract: a group's schemas name other groups' shapes, as a package
   * lists its exams' tests); the folders still name every file's feature.
   */
  readonly featuresMeet?: boolean
  /** Our layers whose code it may import (its own included where listed). */
  readonly imports: ReadonlyArray<Layer>
  /** Our layers it may import with `import type` only (erased before run time). */
  readonly typeImports?: ReadonlyArray<Layer>
  /** Packages it may import; an entry allows its subpaths (`effect` → `effect/sql`). */
  readonly packages: ReadonlyArray<string>
  /** Packages it may import with `import type` only. */
  readonly typePackages?: ReadonlyArray<string>
  /** Packages only one feature folder of the layer may import, e.g. the bridges in `services/shared`. */
  readonly featurePackages?: Readonly<Record<string, ReadonlyArray<string>>>
  /** Node's built-in modules (`node:fs`, `fs`, …). */
  readonly nodeBuiltins?: boolean
  /** Whether `fetch(` is forbidden (components and machines call services, never the network). */
  readonly noFetch?: boolean
}

/** What rendering needs; only ui, routes and the two entry files may import it. */
export const REACT: ReadonlyArray<string> = ["react", "react-dom", "@xstate/react", "react-aria-components", "react-toastify", "goober", "wouter"]

const EVERYTHING: ReadonlyArray<Layer> = ["src/api", "src/domain", "src/machines", "src/services", "src/ui", "src/routes", "src/wiring"]

export const RULES: Readonly<Record<Layer, LayerRule>> = {
  // The contract, imported by both sides: Effect Schema and HttpApi only; its form checks read the domain's pure rules and texts (docs/decisions/forms.md).
  // Its app level is api.ts, the whole contract made of every feature's groups, and events.ts, every feature's live events.
  "src/api": { shape: "features", appLevel: true, featuresMeet: true, imports: ["src/api", "src/domain"], packages: ["effect"] },
  // Pure rules: no package at all, and the contract's types instead of copies of its shapes.
  "src/domain": { shape: "features", imports: ["src/domain"], typeImports: ["src/api"], packages: [] },
  "src/machines": {
    shape: "features",
    imports: ["src/machines", "src/domain"],
    typeImports: ["src/api"],
    packages: ["xstate"],
    noFetch: true
  },
  "src/services": {
    shape: "features",
    imports: ["src/services", "src/api", "src/domain"],
    packages: ["effect"],
    featurePackages: {
      // The bridges (Effect → actor, Stream → actor) build XState actor logic;
      // the Toasts service is react-toastify's `toast` behind a service (§5).
      shared: ["xstate", "react-toastify"]
    }
  },
  "src/ui": {
    shape: "features",
    appLevel: true,
    imports: ["src/ui", "src/machines", "src/domain"],
    typeImports: ["src/api"],
    // dompurify: rich text from the server is sanitised where it is rendered.
    packages: [...REACT, "dompurify"],
    // Components hold actor refs they are given (ActorRefFrom<…>); they never create actors.
    typePackages: ["xstate"],
    featurePackages: {
      // The card form: brand, digit groups and Luhn, as the payment sandbox reads them.
      cart: ["card-validator"],
      // The machine viewer lays statecharts out with ELK (in a worker): a graph layout engine, not ours to write.
      dev: ["elkjs"],
      // The learning charts: scales, bars and axes drawn as SVG by React, in lazy chunks.
      learning: ["@visx/scale", "@visx/shape", "@visx/group", "@visx/axis"]
    },
    noFetch: true
  },
  "src/routes": {
    shape: "features",
    appLevel: true,
    imports: ["src/routes", "src/ui", "src/machines", "src/domain"],
    typeImports: ["src/api"],
    packages: REACT,
    typePackages: ["xstate"],
    noFetch: true
  },
  // The composition root's per-feature halves: they provide machines with
  // services, so they see every browser layer. Of the packages they need
  // Effect (running services), XState (starting app-wide actors) and
  // wouter's `navigate`, a plain function over the History API (no React).
  // Anything rendered (a toast with a link, a provider) comes from ui.
  // Its app level is screen-areas.ts, every screen's area by name (the browser's and the renderer's).
  "src/wiring": {
    shape: "features",
    appLevel: true,
    imports: EVERYTHING.filter((layer) => layer !== "src/routes"),
    packages: ["effect", "xstate", "wouter/use-browser-location"]
  },
  // The composition root: builds the runtime, calls each wiring module, mounts the app.
  "src/main.tsx": { shape: "file", imports: EVERYTHING, packages: ["effect", "xstate", ...REACT] },
  // Server rendering of the public routes (ARCHITECTURE.md §2); the server
  // loads its built output, never this source.
  "src/entry-server.tsx": { shape: "file", imports: EVERYTHING, packages: ["effect", "xstate", ...REACT] },
  // The server: the contract, pure rules and Node; never the browser's
  // layers (it renders pages through the built entry-server file instead).
  server: {
    shape: "areas",
    imports: ["server", "src/api", "src/domain"],
    packages: [
      "effect",
      "@effect/platform-node",
      "@effect/sql-pg",
      "@electric-sql/pglite",
      // Access tokens, sanitising stored rich text, IP → country, card brand and Luhn (the payment sandbox),
      // the PDF receipt, decoding and re-encoding uploaded pictures.
      "jose",
      "sanitize-html",
      "geoip-country",
      "card-validator",
      "pdfkit",
      "sharp",
      // The spaced review's scheduler (FSRS).
      "ts-fsrs",
      // Email through an SMTP relay (STARTTLS, login) and the Prometheus metrics.
      "nodemailer",
      "prom-client",
      // Question files of the question bank's import: GIFT (Moodle's format) and CSV.
      "gift-pegjs",
      "csv-parse"
    ],
    nodeBuiltins: true
  }
}

/** Files directly in `src/` and the layer each one is. */
export const SRC_FILES: Readonly<Record<string, Layer>> = {
  "main.tsx": "src/main.tsx",
  "entry-server.tsx": "src/entry-server.tsx"
}

/**
 * Server areas (ARCHITECTURE.md §2, §6): a top folder `server/<area>/` with
 * a `handlers.ts` (directly or in one of its modules, e.g.
 * `server/account/profile/handlers.ts`) is an area. Its files may import,
 * inside the server, only their own area, `server/platform/**`,
 * `server/shared/**`, and another area's `service.ts` files (its rules),
 * never another area's repository, handlers or policy.
 * `server/platform/` (database, HTTP, security, delivery, media, settings)
 * and `server/shared/` are what every area uses, so they import no area:
 * the platform only itself and shared, shared only itself.
 * `server/seed/` loads the demo data through the areas' writers: like
 * `server/app.ts` and `server/main.ts` it composes the areas and may import
 * any of them. Any other top folder is unknown and fails.
 */
export const SERVER = {
  areaMarker: "handlers.ts",
  common: ["platform", "shared"],
  /** What each common folder may import inside the server. */
  commonImports: { platform: ["platform", "shared"], shared: ["shared"] },
  composition: ["seed"],
  crossAreaEntry: "service.ts"
} as const
