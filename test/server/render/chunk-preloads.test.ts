/** Which chunks a rendered route hints (server/platform/render/chunk-preloads.ts), from a build manifest. */
import { describe, expect, it } from "vitest"
import { chunkPreloads } from "../../../server/platform/render/chunk-preloads.ts"

const manifest = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_vendor-react.js", "_shared.js"] },
  "_vendor-react.js": { file: "assets/vendor-react.js" },
  "_shared.js": { file: "assets/shared.js" },
  "_cards.js": { file: "assets/cards.js", imports: ["_shared.js", "_price.js"] },
  "_price.js": { file: "assets/price.js" },
  "src/routes/catalog/home-screen.tsx": { file: "assets/home-screen.js", imports: ["_cards.js", "_vendor-react.js"] }
}

describe("chunkPreloads", () => {
  it("lists the screen's chunk and its static imports, dependencies first, without what the entry loads", () => {
    expect(chunkPreloads(manifest, "src/routes/catalog/home-screen.tsx")).toEqual(["/assets/price.js", "/assets/cards.js", "/assets/home-screen.js"])
  })

  it("hints nothing for a module the manifest does not know", () => {
    expect(chunkPreloads(manifest, "src/routes/nowhere.tsx")).toEqual([])
  })
})
