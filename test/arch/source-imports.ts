/**
 * Reads the imports of one TypeScript source file without a compiler: the
 * project's TypeScript 7 has no JavaScript API, and the few statement forms
 * the code uses are regular enough once comments are blanked out.
 *
 * Every import is kept — relative ones resolved to a path from the project
 * root, package ones as written — with how it is imported, because the rules
 * differ: `import type` is erased before run time (allowed where only types
 * may cross), and `import()` is how screens are loaded lazily (it breaks a
 * cycle instead of making one).
 */
import { builtinModules } from "node:module"
import { posix } from "node:path"

export type ImportKind = "static" | "type" | "dynamic"

export interface ImportRef {
  /** The specifier as written: `../api/catalog.ts`, `react`, `node:fs`. */
  readonly specifier: string
  /** Relative imports: the file's path from the project root; packages: the specifier. */
  readonly target: string
  readonly kind: ImportKind
  readonly relative: boolean
}

/**
 * The same text with comments replaced by spaces (line breaks kept), so an
 * `import` written in a comment is not read as one. Strings, template
 * literals and regular expression literals are skipped over so that `//` in
 * a URL or a pattern does not start a comment.
 */
export const withoutComments = (text: string): string => {
  let out = ""
  let i = 0
  // The last character that was code (not blank), to tell `/` as division from a regex.
  let previous = ""
  const templateDepth: Array<number> = []
  let braceDepth = 0
  const copyQuoted = (quote: string) => {
    out += text[i]
    i++
    while (i < text.length && text[i] !== quote && text[i] !== "\n") {
      if (text[i] === "\\") {
        out += text[i]
        i++
      }
      out += text[i] ?? ""
      i++
    }
    out += text[i] ?? ""
    i++
  }
  const copyTemplate = () => {
    // From just after a backtick or a `}` closing `${`: up to the closing backtick or the next `${`.
    while (i < text.length) {
      const c = text[i]
      if (c === "\\") {
        out += c + (text[i + 1] ?? "")
        i += 2
        continue
      }
      if (c === "`") {
        out += c
        i++
        return
      }
      if (c === "$" && text[i + 1] === "{") {
        out += "${"
        i += 2
        templateDepth.push(braceDepth)
        braceDepth++
        return
      }
      out += c
      i++
    }
  }
  while (i < text.length) {
    const c = text[i]!
    const next = text[i + 1]
    if (c === "/" && next === "/") {
      while (i < text.length && text[i] !== "\n") {
        out += " "
        i++
      }
      continue
    }
    if (c === "/" && next === "*") {
      while (i < text.length && !(text[i] === "*" && text[i + 1] === "/")) {
        out += text[i] === "\n" ? "\n" : " "
        i++
      }
      out += "  "
      i += 2
      continue
    }
    if (c === '"' || c === "'") {
      copyQuoted(c)
      previous = c
      continue
    }
    if (c === "`") {
      out += c
      i++
      copyTemplate()
      previous = "`"
      continue
    }
    if (c === "/" && (previous === "" || /[(,=:[!&|?{};+\-*%<>~^]/.test(previous) || /\b(return|typeof|case|of|in)\s*$/.test(out.slice(-12)))) {
      // A regular expression literal: copy it up to its closing slash (a class may hold a slash).
      out += c
      i++
      let inClass = false
      while (i < text.length && text[i] !== "\n") {
        const r = text[i]!
        out += r
        i++
        if (r === "\\") {
          out += text[i] ?? ""
          i++
          continue
        }
        if (r === "[") inClass = true
        else if (r === "]") inClass = false
        else if (r === "/" && !inClass) break
      }
      previous = "/"
      continue
    }
    if (c === "{") braceDepth++
    if (c === "}") {
      braceDepth--
      if (templateDepth.length > 0 && templateDepth[templateDepth.length - 1] === braceDepth) {
        templateDepth.pop()
        out += c
        i++
        copyTemplate()
        previous = "`"
        continue
      }
    }
    out += c
    if (!/\s/.test(c)) previous = c
    i++
  }
  return out
}

const STATEMENT = /(?:^|[\n;}])\s*(import|export)\s+(type\s+)?(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\n]+)["']/g
const DYNAMIC = /(typeof\s+)?\bimport\s*\(\s*["']([^"'\n]+)["']\s*\)/g

/** The imports and re-exports of `file` (a path from the project root) whose text is `text`. */
export const importsOf = (file: string, text: string): Array<ImportRef> => {
  const code = withoutComments(text)
  const refs: Array<ImportRef> = []
  const add = (specifier: string, kind: ImportKind) => {
    const relative = specifier.startsWith(".")
    const target = relative ? posix.normalize(posix.join(posix.dirname(file), specifier)) : specifier
    refs.push({ specifier, target, kind, relative })
  }
  // `export const x = "…"` does not match: without `from`, only `import "…"` (for its effects) has a string.
  for (const match of code.matchAll(STATEMENT)) add(match[3]!, match[2] !== undefined ? "type" : "static")
  for (const match of code.matchAll(DYNAMIC)) {
    // `typeof import("./x.ts")` is a type reference: erased like `import type`.
    add(match[2]!, match[1] !== undefined ? "type" : "dynamic")
  }
  return refs
}

const BUILTINS = new Set(builtinModules)

/** `node:fs`, `fs`, `fs/promises`: a Node built-in module. */
export const isNodeBuiltin = (specifier: string): boolean => specifier.startsWith("node:") || BUILTINS.has(specifier) || BUILTINS.has(specifier.split("/")[0]!)

/** `react` for `react`, `react-dom/client` → `react-dom`, `@effect/sql-pg/x` → `@effect/sql-pg`. */
export const packageOf = (specifier: string): string => {
  const parts = specifier.split("/")
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!
}
