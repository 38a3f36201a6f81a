/**
 * Splits a migration file into single statements. The Postgres client sends
 * each query with the extended protocol, which accepts one statement at a
 * time, so a file of several statements must be cut at its top-level `;`s —
 * but not at a `;` inside a quoted string, a quoted identifier, a
 * dollar-quoted body or a comment.
 */
export const splitSqlStatements = (text: string): Array<string> => {
  const statements: Array<string> = []
  let current = ""
  let i = 0
  while (i < text.length) {
    const ch = text[i]!
    const rest = text.slice(i)
    if (rest.startsWith("--")) {
      const end = text.indexOf("\n", i)
      i = end === -1 ? text.length : end + 1
      current += "\n"
      continue
    }
    if (rest.startsWith("/*")) {
      const end = text.indexOf("*/", i + 2)
      i = end === -1 ? text.length : end + 2
      current += " "
      continue
    }
    if (ch === "'" || ch === '"') {
      // A doubled quote inside the literal escapes itself, so scanning to the
      // next quote and continuing handles it: the pair reopens the literal.
      const end = text.indexOf(ch, i + 1)
      const stop = end === -1 ? text.length : end + 1
      current += text.slice(i, stop)
      i = stop
      continue
    }
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest)
    if (dollar !== null) {
      const tag = dollar[0]
      const end = text.indexOf(tag, i + tag.length)
      const stop = end === -1 ? text.length : end + tag.length
      current += text.slice(i, stop)
      i = stop
      continue
    }
    if (ch === ";") {
      if (current.trim() !== "") statements.push(current.trim())
      current = ""
      i++
      continue
    }
    current += ch
    i++
  }
  if (current.trim() !== "") statements.push(current.trim())
  return statements
}
