/**
 * A machine graph (machine-graph.ts) as a Mermaid `stateDiagram-v2`, the
 * diagram committed beside each machine's JSON under docs/machines/ (GitHub
 * and most editors draw it). Compound states nest, a parallel state's
 * regions are separated by `--`, `[*] -->` marks initial states and
 * `--> [*]` final ones; a transition is labelled with its event, its guard
 * in brackets and, for `after`, the delay's name and milliseconds; an
 * invoked actor is a line of its state's description.
 */
import { edgeTrigger, type GraphEdge, type GraphNode, type MachineGraph } from "./machine-graph.ts"

/** Mermaid ids are plain words: `checkout.paying` → `checkout_paying`. */
const idOf = (stateId: string): string => stateId.replace(/[^A-Za-z0-9_]/g, "_")

/** Label text without the characters Mermaid reads as syntax. */
const clean = (text: string): string =>
  text
    .replace(/[;#:{}"]/g, " ")
    .replace(/\s+/g, " ")
    .trim()

const labelOf = (edge: GraphEdge): string => {
  const guard = edge.guard === null ? "" : ` [${edge.guard}]`
  const reenter = edge.reenter ? " (re-enter)" : ""
  return clean(`${edgeTrigger(edge)}${guard}${reenter}`)
}

const lines = (graph: MachineGraph, node: GraphNode, depth: number): Array<string> => {
  const pad = "  ".repeat(depth)
  const out: Array<string> = []
  const edgesFrom = (child: GraphNode) => graph.edges.filter((edge) => edge.source === child.id)
  const region = (children: ReadonlyArray<GraphNode>, initial: string | null) => {
    const block: Array<string> = []
    const first = initial === null ? null : children.find((child) => child.key === initial)
    if (first !== null && first !== undefined) block.push(`${pad}[*] --> ${idOf(first.id)}`)
    for (const child of children) {
      block.push(...stateLines(child))
    }
    for (const child of children) {
      for (const edge of edgesFrom(child)) {
        const targets = edge.targets.length === 0 ? [child.id] : edge.targets
        for (const target of targets) block.push(`${pad}${idOf(child.id)} --> ${idOf(target)} : ${labelOf(edge)}`)
      }
      if (child.type === "final") block.push(`${pad}${idOf(child.id)} --> [*]`)
    }
    return block
  }
  const stateLines = (child: GraphNode): Array<string> => {
    const own: Array<string> = []
    const inner = lines(graph, child, depth + 1)
    if (inner.length === 0) {
      own.push(`${pad}state "${clean(child.key)}" as ${idOf(child.id)}`)
    } else {
      own.push(`${pad}state "${clean(child.key)}" as ${idOf(child.id)} {`, ...inner, `${pad}}`)
    }
    for (const invoke of child.invokes) own.push(`${pad}${idOf(child.id)} : invoke ${clean(invoke.id)}`)
    return own
  }
  if (node.children.length === 0) return out
  if (node.type === "parallel") {
    node.children.forEach((child, index) => {
      if (index > 0) out.push(`${pad}--`)
      out.push(...region([child], null))
    })
    return out
  }
  return region(node.children, node.initial)
}

export const mermaidOf = (graph: MachineGraph): string => {
  const header = ["---", `title: ${graph.id}`, "---", "stateDiagram-v2"]
  // Transitions the root itself takes (a machine-wide `on`): the chart becomes one box they leave from.
  const rootEdges = graph.edges
    .filter((edge) => edge.source === graph.root.id)
    .flatMap((edge) => edge.targets.map((target) => `  ${idOf(graph.root.id)} --> ${idOf(target)} : ${labelOf(edge)}`))
  const body =
    rootEdges.length === 0
      ? lines(graph, graph.root, 1)
      : [`  state "${clean(graph.id)}" as ${idOf(graph.root.id)} {`, ...lines(graph, graph.root, 2), "  }", ...rootEdges]
  return [...header, ...body, ""].join("\n")
}
