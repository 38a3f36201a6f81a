import { readdirSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { splitSqlStatements } from "../../server/platform/db/sql-statements.ts"

describe("splitting a migration file into statements", () => {
  it("cuts at top-level semicolons and drops comments", () => {
    expect(splitSqlStatements("-- a; comment\nCREATE TABLE a (x int);\n/* b; */ INSERT INTO a VALUES (1);")).toEqual([
      "CREATE TABLE a (x int)",
      "INSERT INTO a VALUES (1)"
    ])
  })
  it("keeps semicolons inside strings, quoted names and dollar-quoted bodies", () => {
    const text =
      "INSERT INTO t VALUES ('a;b', 'it''s; fine');\nCREATE TABLE \"x;y\" (z int);\n" +
      "CREATE FUNCTION f() RETURNS int AS $body$ SELECT 1; $body$ LANGUAGE sql;\nDO $$ BEGIN PERFORM 1; END $$;"
    expect(splitSqlStatements(text)).toEqual([
      "INSERT INTO t VALUES ('a;b', 'it''s; fine')",
      'CREATE TABLE "x;y" (z int)',
      "CREATE FUNCTION f() RETURNS int AS $body$ SELECT 1; $body$ LANGUAGE sql",
      "DO $$ BEGIN PERFORM 1; END $$"
    ])
  })
  it("ignores empty statements and trailing whitespace", () => {
    expect(splitSqlStatements(" ;\n;SELECT 1;\n\n")).toEqual(["SELECT 1"])
  })
  it("finds at least one statement in every migration file", () => {
    const dir = new URL("../../server/platform/db/migrations/", import.meta.url)
    const files = readdirSync(dir).filter((f) => f.endsWith(".sql"))
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      expect(file).toMatch(/^\d{4}_[a-z0-9_]+\.sql$/)
      expect(splitSqlStatements(readFileSync(new URL(file, dir), "utf8")).length).toBeGreaterThan(0)
    }
  })
})
