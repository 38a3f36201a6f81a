/**
 * docs/feature-map.md is what scripts/feature-map.ts makes of the folders on
 * disk, and every folder of a feature layer is named after a feature or is
 * one of the declared other parts (one name per feature in every layer).
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { diskListDir, FEATURES, featureMap, type ListDir, MAP_FILE, projectRoot, unnamedFolders } from "../../scripts/feature-map.ts"

describe("the feature map", () => {
  it("is current: node scripts/feature-map.ts writes it", () => {
    expect(readFileSync(join(projectRoot, MAP_FILE), "utf8")).toBe(featureMap(diskListDir))
  })

  it("finds no folder named other than a feature or a declared part", () => {
    expect(unnamedFolders(diskListDir)).toEqual([])
  })

  it("names a folder that is neither, and counts a feature's files through its subfolders", () => {
    const tree: Record<string, ReadonlyArray<{ name: string; isDirectory: boolean }>> = {
      "src/ui": [
        { name: "cart", isDirectory: true },
        { name: "checkout", isDirectory: true },
        { name: "shared", isDirectory: true }
      ],
      "src/ui/cart": [
        { name: "cart-lines.tsx", isDirectory: false },
        { name: "dialogs", isDirectory: true }
      ],
      "src/ui/cart/dialogs": [{ name: "refund-dialog.tsx", isDirectory: false }],
      "test/e2e": [
        { name: "cart.spec.ts", isDirectory: false },
        { name: "helpdesk-chat.spec.ts", isDirectory: false },
        { name: "shell.spec.ts", isDirectory: false },
        { name: "server-rendering.spec.ts", isDirectory: false }
      ]
    }
    const listDir: ListDir = (path) => tree[path] ?? []
    expect(unnamedFolders(listDir)).toEqual(["src/ui/checkout/"])
    const map = featureMap(listDir)
    const uiRow = map.split("\n").find((line) => line.startsWith("| ui `src/ui/`"))
    const cartColumn = 1 + FEATURES.findIndex(([name]) => name === "cart")
    expect(uiRow?.split(" | ")[cartColumn]).toBe("[2](../src/ui/cart/)")
    expect(map).toContain("- `cart`: `cart.spec.ts`")
    expect(map).toContain("- `helpdesk`: `helpdesk-chat.spec.ts`")
    expect(map).toContain("- across features (shop-wide rules, the platform): `server-rendering.spec.ts`")
  })
})
