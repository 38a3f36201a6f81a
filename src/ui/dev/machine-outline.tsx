/**
 * A machine's statechart as a nested list: every state with its
 * type, whether it is its parent's initial state, what it invokes and runs
 * on entry, and every transition it takes (event or delay or `always`,
 * guard, target). Readable by keyboard and screen reader users, and the
 * text alternative of the drawing. In the live view, the states the picked
 * actor is in are marked (`aria-current`, and "current" in the text).
 */
import type { GraphEdge, GraphNode, MachineGraph } from "../../machines/shared/machine-graph.ts"
import { outline } from "./dev-styles.ts"

const shortId = (graph: MachineGraph, id: string): string => (id.startsWith(`${graph.id}.`) ? id.slice(graph.id.length + 1) : id)

const trigger = (edge: GraphEdge): string => {
  switch (edge.kind) {
    case "always":
      return "always"
    case "after":
      return `after ${edge.delay?.name ?? ""}${edge.delay?.ms === null || edge.delay?.ms === undefined ? " (computed)" : ` (${edge.delay.ms} ms)`}`
    case "done":
      return `when ${edge.event.replace("xstate.done.actor.", "")} is done`
    case "error":
      return `when ${edge.event.replace("xstate.error.actor.", "")} fails`
    case "on":
      return edge.event
  }
}

export const edgeWords = (graph: MachineGraph, edge: GraphEdge): string => {
  const guard = edge.guard === null ? "" : ` if ${edge.guard}`
  const target = edge.targets.length === 0 ? "stays" : `to ${edge.targets.map((id) => shortId(graph, id)).join(", ")}`
  const actions = edge.actions.length === 0 ? "" : `, doing ${edge.actions.join(", ")}`
  return `${trigger(edge)}${guard}: ${target}${edge.reenter ? " (re-entered)" : ""}${actions}`
}

interface OutlineProps {
  readonly graph: MachineGraph
  /** The states a live actor is in now (ids), marked as current. */
  readonly active: ReadonlySet<string>
}

function StateItem({ graph, active, node, initial }: OutlineProps & { readonly node: GraphNode; readonly initial: boolean }) {
  const current = active.has(node.id)
  const edges = graph.edges.filter((edge) => edge.source === node.id)
  const facts = [
    node.type === "atomic" ? null : node.type,
    initial ? "initial" : null,
    ...node.invokes.map((invoke) => `invokes ${invoke.id}`),
    node.entry.length === 0 ? null : `on entry ${node.entry.join(", ")}`
  ].filter((fact) => fact !== null)
  return (
    <li data-state-id={node.id} aria-current={current ? "true" : undefined} data-current={current ? "true" : undefined}>
      <span className="state">{node.key}</span>
      {current ? <span className="current"> (current)</span> : null}
      {facts.length === 0 ? null : <span className="kind"> — {facts.join("; ")}</span>}
      {edges.length === 0 ? null : (
        <ul className="edges" aria-label={`Transitions from ${node.key}`}>
          {edges.map((edge, index) => (
            <li key={index}>{edgeWords(graph, edge)}</li>
          ))}
        </ul>
      )}
      {node.children.length === 0 ? null : <StateList graph={graph} active={active} parent={node} />}
    </li>
  )
}

function StateList({ graph, active, parent }: OutlineProps & { readonly parent: GraphNode }) {
  return (
    <ul aria-label={`States of ${parent.key}`}>
      {parent.children.map((child) => (
        <StateItem key={child.id} graph={graph} active={active} node={child} initial={parent.initial === child.key} />
      ))}
    </ul>
  )
}

export function MachineOutline({ graph, active }: OutlineProps) {
  const rootEdges = graph.edges.filter((edge) => edge.source === graph.root.id)
  return (
    <div className={outline}>
      {rootEdges.length === 0 ? null : (
        <ul className="edges" aria-label="Transitions of the whole machine">
          {rootEdges.map((edge, index) => (
            <li key={index}>{edgeWords(graph, edge)}</li>
          ))}
        </ul>
      )}
      <StateList graph={graph} active={active} parent={graph.root} />
    </div>
  )
}
