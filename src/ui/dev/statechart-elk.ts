/**
 * A machine's graph (machine-graph.ts) as an ELK graph, for the viewer's
 * drawing: every state a node (compound and parallel states hold
 * their children, with room at the top for their name), a small initial
 * marker in each compound state with an edge to its initial child, and one
 * edge per transition target (a transition that stays is a loop on its
 * state), labelled with its trigger and guard. Layered layout over the
 * whole hierarchy, every coordinate given from the root, so the drawing
 * needs no sums of offsets.
 *
 * Ids: a state's node id is its state id; markers `<parent id>.__initial`;
 * edges `e<index>` in the graph's edge order (`-<target index>` after a
 * transition with several targets), so the drawing finds a transition's
 * edges from its index.
 */
import type { ElkExtendedEdge, ElkNode } from "elkjs/lib/elk-api"
import { edgeTrigger, type GraphEdge, type GraphNode, type MachineGraph } from "../../machines/shared/machine-graph.ts"

/** Character widths of the drawing's fonts, near enough for layout (the SVG uses these sizes). */
const STATE_CHAR_PX = 7.6
const LABEL_CHAR_PX = 6.4
export const STATE_FONT_PX = 13
export const LABEL_FONT_PX = 11
export const INVOKE_LINE_PX = 15
const STATE_HEIGHT = 34
const MARKER_SIZE = 12
/** Room above a compound state's children for its name. */
export const COMPOUND_TITLE_PX = 30

export const markerId = (parentId: string): string => `${parentId}.__initial`

/** What an edge says: its trigger (event, delay, always, an actor's answer) and its guard. */
export const edgeLabel = (edge: GraphEdge): string => (edge.guard === null ? edgeTrigger(edge) : `${edgeTrigger(edge)} [${edge.guard}]`)

/** The lines inside a state's box below its name: what it invokes, by the id its done and error arrows name. */
export const stateNotes = (node: GraphNode): ReadonlyArray<string> => node.invokes.map((invoke) => `invokes ${invoke.id}`)

const stateTitle = (node: GraphNode): string => (node.type === "final" ? `${node.key} (final)` : node.key)

const nodeOf = (node: GraphNode): ElkNode => {
  const notes = stateNotes(node)
  const widest = Math.max(stateTitle(node).length * STATE_CHAR_PX, ...notes.map((note) => note.length * LABEL_CHAR_PX))
  if (node.children.length === 0) {
    return { id: node.id, width: Math.ceil(widest + 28), height: STATE_HEIGHT + notes.length * INVOKE_LINE_PX }
  }
  const marker: ReadonlyArray<ElkNode> =
    node.type === "compound" && node.initial !== null
      ? [{ id: markerId(node.id), width: MARKER_SIZE, height: MARKER_SIZE, layoutOptions: { "elk.layered.layering.layerConstraint": "FIRST" } }]
      : []
  return {
    id: node.id,
    layoutOptions: {
      "elk.padding": `[top=${COMPOUND_TITLE_PX + notes.length * INVOKE_LINE_PX},left=14,bottom=14,right=14]`,
      "elk.nodeSize.constraints": "MINIMUM_SIZE",
      "elk.nodeSize.minimum": `(${Math.ceil(widest + 28)}, ${STATE_HEIGHT})`,
      // Cycles broken depth-first from the marker (the only node nothing enters), so the initial state opens its layers.
      "elk.layered.cycleBreaking.strategy": "DEPTH_FIRST",
      // Parallel regions side by side; the states of a compound one in layers.
      ...(node.type === "parallel" ? { "elk.direction": "RIGHT" } : {})
    },
    children: [...marker, ...node.children.map(nodeOf)]
  }
}

const initialEdges = (node: GraphNode): ReadonlyArray<ElkExtendedEdge> => [
  ...(node.type === "compound" && node.initial !== null
    ? [{ id: `init:${node.id}`, sources: [markerId(node.id)], targets: [`${node.id}.${node.initial}`] }]
    : []),
  ...node.children.flatMap(initialEdges)
]

/**
 * Transitions of the machine as a whole (handled in every state, or
 * entering the machine again) have no box to start from: the drawing lists
 * them in words above the chart.
 */
export const isMachineWide = (graph: MachineGraph, edge: GraphEdge): boolean => edge.source === graph.root.id || edge.targets.includes(graph.root.id)

/** A label on its edge (the line runs under it), so which words belong to which arrow is never a guess. */
const ON_THE_EDGE = { "elk.edgeLabels.inline": "true", "elk.edgeLabels.placement": "CENTER" }

const transitionEdges = (graph: MachineGraph): ReadonlyArray<ElkExtendedEdge> =>
  graph.edges.flatMap((edge, index) => {
    if (isMachineWide(graph, edge)) return []
    const targets = edge.targets.length === 0 ? [edge.source] : edge.targets
    const label = edgeLabel(edge)
    return targets.map((target, targetIndex) => ({
      id: targets.length === 1 ? `e${index}` : `e${index}-${targetIndex}`,
      sources: [edge.source],
      targets: [target],
      labels: [
        {
          id: `e${index}-${targetIndex}:label`,
          text: label,
          width: Math.ceil(label.length * LABEL_CHAR_PX) + 6,
          height: LABEL_FONT_PX + 5,
          layoutOptions: ON_THE_EDGE
        }
      ]
    }))
  })

/** The machine itself is the root node; its top-level states are its children. */
export const elkGraphOf = (graph: MachineGraph): ElkNode => {
  const root = nodeOf(graph.root)
  return {
    ...root,
    layoutOptions: {
      "elk.algorithm": "layered",
      "elk.direction": "DOWN",
      "elk.hierarchyHandling": "INCLUDE_CHILDREN",
      "elk.edgeRouting": "ORTHOGONAL",
      "elk.layered.spacing.nodeNodeBetweenLayers": "40",
      "elk.spacing.nodeNode": "28",
      "elk.spacing.edgeLabel": "4",
      // The config's order where the layout leaves a choice: the drawing reads like the machine's source.
      "elk.layered.considerModelOrder.strategy": "NODES_AND_EDGES",
      "elk.json.shapeCoords": "ROOT",
      "elk.json.edgeCoords": "ROOT",
      ...root.layoutOptions,
      ...(graph.root.type === "parallel" ? { "elk.direction": "RIGHT" } : {})
    },
    edges: [...initialEdges(graph.root), ...transitionEdges(graph)]
  }
}

/** Every node of a laid-out graph with its place (coordinates are from the root: see elk.json.shapeCoords). */
export const laidOutNodes = (node: ElkNode): ReadonlyArray<ElkNode> => [node, ...(node.children ?? []).flatMap(laidOutNodes)]
