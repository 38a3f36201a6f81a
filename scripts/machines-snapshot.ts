/**
 * `npm run machines:snapshot`: rewrites docs/machines/ from the
 * machines as they are now.
 *
 *   1. every machine test under test/machines runs with
 *      UPDATE_MACHINE_SNAPSHOTS=1, so each coverage test records its figures
 *      in docs/machines/coverage.json (started afresh: a coverage test that
 *      is gone leaves no entry behind);
 *   2. the snapshot test then writes docs/machines/<id>.json, <id>.mmd and
 *      README.md (the index, which reads coverage.json).
 *
 * Without the variable the same tests only compare, and fail with the
 * file that is out of date and this command.
 */
import { spawnSync } from "node:child_process"
import { rmSync } from "node:fs"

const SNAPSHOT_TEST = "test/machines/shared/machine-snapshots.test.ts"
const vitest = (args: ReadonlyArray<string>): number => {
  console.log(`\n$ vitest ${args.join(" ")}`)
  return (
    spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", ...args], {
      stdio: "inherit",
      env: { ...process.env, UPDATE_MACHINE_SNAPSHOTS: "1" }
    }).status ?? 1
  )
}

rmSync("docs/machines/coverage.json", { force: true })
const coverage = vitest(["run", "test/machines", "--exclude", SNAPSHOT_TEST])
const snapshots = coverage === 0 ? vitest(["run", SNAPSHOT_TEST]) : 1
if (coverage !== 0) console.error("\nmachine tests failed: docs/machines/coverage.json is incomplete; fix them and run again")
process.exit(snapshots)
