/**
 * The project's own source files as the layer check reads them: every `.ts`
 * and `.tsx` file under `src/` and `server/` on disk (tracked or not, so a
 * file just created is checked too), keyed by its path from the project root.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import type { SourceFiles } from "./layer-check.ts"

export const projectRoot = resolve(import.meta.dirname, "../..")

const sourcePaths = (dir: string): Array<string> =>
  readdirSync(join(projectRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return sourcePaths(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })

export const readSourceTree = (): SourceFiles =>
  new Map(
    ["src", "server"]
      .flatMap(sourcePaths)
      .sort()
      .map((path) => [path, readFileSync(join(projectRoot, path), "utf8")])
  )
