/**
 * The Stately visualiser (and any reader) can open a machine only when its
 * config is written out where it is created (ARCHITECTURE §4
 * "static configs"). In every machine file, the argument of each
 * `createMachine(…)` must be an object literal, and so must every state
 * config under `states`, every `states` map and every `invoke`, which must
 * also name its actor with a literal `id`. A state config that is a
 * variable, a call, a spread or an import fails with the file, the line and
 * the reason. The file is parsed (Rolldown's oxc parser, which Vite already
 * brings: TypeScript 7's compiler has no JavaScript API), never run.
 */
import { parseAst } from "rolldown/parseAst"

export interface ConfigProblem {
  readonly file: string
  readonly line: number
  readonly reason: string
}

/** The little of an ESTree node this check reads. */
interface AstNode {
  readonly type: string
  readonly start: number
  readonly [field: string]: unknown
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === "object" && value !== null && typeof (value as { readonly type?: unknown }).type === "string"

/** `x as const`, `x satisfies T` and parentheses say nothing about whether x is a literal. */
const unwrap = (node: AstNode): AstNode =>
  (node.type === "TSAsExpression" || node.type === "TSSatisfiesExpression" || node.type === "ParenthesizedExpression") && isNode(node.expression)
    ? unwrap(node.expression)
    : node

const keyName = (property: AstNode): string | null => {
  const key = property.key
  if (!isNode(key) || property.computed === true) return null
  if (key.type === "Identifier" && typeof key.name === "string") return key.name
  if (key.type === "Literal" && typeof key.value === "string") return key.value
  return null
}

const propertiesOf = (object: AstNode): ReadonlyArray<AstNode> => (Array.isArray(object.properties) ? object.properties.filter(isNode) : [])

const isPlainProperty = (property: AstNode): boolean =>
  property.type === "Property" && property.kind === "init" && property.method !== true && property.shorthand !== true

const isStringLiteral = (node: AstNode): boolean =>
  (node.type === "Literal" && typeof node.value === "string") ||
  (node.type === "TemplateLiteral" && Array.isArray(node.expressions) && node.expressions.length === 0)

export const machineConfigProblems = (file: string, source: string): ReadonlyArray<ConfigProblem> => {
  const program = parseAst(source, { lang: "ts" }, file) as unknown as AstNode
  const problems: Array<ConfigProblem> = []
  const lineOf = (offset: number) => source.slice(0, offset).split("\n").length
  const report = (node: AstNode, reason: string) => problems.push({ file, line: lineOf(node.start), reason })
  const propertyValueOf = (property: AstNode): AstNode | null => (isNode(property.value) ? unwrap(property.value) : null)

  const checkInvoke = (node: AstNode, state: string) => {
    const invokes = node.type === "ArrayExpression" && Array.isArray(node.elements) ? node.elements.filter(isNode).map(unwrap) : [node]
    for (const invoke of invokes) {
      if (invoke.type !== "ObjectExpression") {
        report(invoke, `state "${state}": invoke must be an object literal`)
        continue
      }
      const id = propertiesOf(invoke).find((property) => isPlainProperty(property) && keyName(property) === "id")
      const idValue = id === undefined ? null : propertyValueOf(id)
      if (idValue === null || !isStringLiteral(idValue)) report(invoke, `state "${state}": every invoke needs an explicit id (a string literal)`)
    }
  }

  const checkStates = (node: AstNode, path: string) => {
    if (node.type !== "ObjectExpression") {
      report(node, `${path}: "states" must be an object literal`)
      return
    }
    for (const property of propertiesOf(node)) {
      const value = propertyValueOf(property)
      if (!isPlainProperty(property) || value === null) {
        report(property, `${path}: a state must be written in place (no spread, shorthand or method)`)
        continue
      }
      checkState(value, `${path}.${keyName(property) ?? "?"}`)
    }
  }

  const checkState = (node: AstNode, path: string) => {
    if (node.type !== "ObjectExpression") {
      report(node, `state "${path}" must be an object literal, not ${node.type} (no state config from a variable, a call or an import)`)
      return
    }
    for (const property of propertiesOf(node)) {
      if (property.type === "SpreadElement") {
        report(property, `state "${path}": no spread in a state config`)
        continue
      }
      const value = propertyValueOf(property)
      if (value === null) continue
      const name = keyName(property)
      if (name === "states") checkStates(value, path)
      if (name === "invoke") checkInvoke(value, path)
    }
  }

  const isCreateMachine = (callee: unknown): boolean =>
    isNode(callee) &&
    ((callee.type === "Identifier" && callee.name === "createMachine") ||
      (callee.type === "MemberExpression" && isNode(callee.property) && callee.property.name === "createMachine"))

  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const each of node) visit(each)
      return
    }
    if (!isNode(node)) return
    if (node.type === "CallExpression" && isCreateMachine(node.callee)) {
      const config = Array.isArray(node.arguments) ? node.arguments.find(isNode) : undefined
      if (config === undefined) report(node, "createMachine needs its config")
      else checkState(unwrap(config), "(machine)")
    }
    for (const [field, child] of Object.entries(node)) if (field !== "type") visit(child)
  }
  visit(program)
  return problems
}

/** Whether the source creates a machine at all (a machine file must). */
export const createsMachine = (source: string): boolean => /\bcreateMachine\s*\(/.test(source)
