/**
 * A machine's statechart drawn as SVG, laid out by ELK in a
 * worker: states as rounded boxes (compound ones holding their children,
 * the regions of a parallel one dashed, final ones doubled), initial
 * markers, transitions as arrows labelled (on the arrow) with their trigger
 * and guard, what each state invokes.
 * The states a live actor is in are highlighted (`data-active`); the
 * outline beside it is the text alternative and carries `aria-current`.
 *
 * The layout is asked once per machine (cached promise, read with React's
 * `use` under Suspense), and a layout that fails says why instead of
 * drawing nothing.
 */
import type { ElkExtendedEdge, ElkNode } from "elkjs/lib/elk-api"
import { css } from "goober"
import { Suspense, use, useCallback } from "react"
import type { GraphNode, MachineGraph } from "../../machines/shared/machine-graph.ts"
import { color, font } from "../shared/tokens.ts"
import { muted } from "./dev-styles.ts"
import { layoutInWorker } from "./layout-in-worker.ts"
import {
  COMPOUND_TITLE_PX,
  edgeLabel,
  elkGraphOf,
  isMachineWide,
  INVOKE_LINE_PX,
  LABEL_FONT_PX,
  laidOutNodes,
  markerId,
  STATE_FONT_PX,
  stateNotes
} from "./statechart-elk.ts"

type Layout = { readonly ok: true; readonly graph: ElkNode } | { readonly ok: false; readonly message: string }

const layouts = new Map<string, Promise<Layout>>()

/** About the width a drawing has on the page (the dev page is at most 1200 px, less its padding). */
const PAGE_WIDTH_PX = 1100

/** A drawing's size, a width beyond the page's counting over again: scrolling sideways is worse than down. */
const cost = (node: ElkNode): number => (node.width ?? 0) * (node.height ?? 0) * Math.max(1, (node.width ?? 0) / PAGE_WIDTH_PX) ** 2

/** One layout per machine for the page's life (the graph of a machine does not change while it runs). */
const layoutOnce = (graph: MachineGraph): Promise<Layout> => {
  const known = layouts.get(graph.id)
  if (known !== undefined) return known
  const elk = elkGraphOf(graph)
  // Top-down or left-to-right, whichever costs less: a flat chain reads better across, a deep tree down.
  const across = { ...elk, layoutOptions: { ...elk.layoutOptions, "elk.direction": "RIGHT" } }
  const asked = Promise.all([layoutInWorker(elk), layoutInWorker(across)]).then(
    (layouts): Layout => ({ ok: true, graph: layouts.reduce((a, b) => (cost(b) < cost(a) ? b : a)) }),
    (error: unknown): Layout => ({ ok: false, message: error instanceof Error ? error.message : String(error) })
  )
  layouts.set(graph.id, asked)
  return asked
}

const scroller = css`
  overflow: auto;
  max-height: 80vh;
  border: 1px solid ${color.border};
  border-radius: 8px;
  background: ${color.surface};
  &:focus-visible { outline: 2px solid ${color.focus}; outline-offset: 2px; }
  & svg { display: block; }
  & .state rect { fill: ${color.surface}; stroke: ${color.borderStrong}; stroke-width: 1.2; }
  & .state.compound > rect { fill: ${color.surfaceAlt}; }
  & .state.region > rect { stroke-dasharray: 6 4; }
  & .state[data-active="true"] > rect { fill: ${color.brandTint}; stroke: ${color.brand}; stroke-width: 3; }
  & .state text { font-size: ${STATE_FONT_PX}px; fill: ${color.text}; font-weight: ${font.weight.semibold}; }
  & .state text.note { font-size: ${LABEL_FONT_PX}px; font-weight: normal; fill: ${color.textMuted}; }
  & .edge path { fill: none; stroke: ${color.textMuted}; stroke-width: 1.2; }
  & .edge text { font-size: ${LABEL_FONT_PX}px; fill: ${color.text}; }
  & .edge rect { fill: ${color.surface}; opacity: 0.85; }
  & .marker circle { fill: ${color.text}; }
`

const allNodes = (node: GraphNode): ReadonlyArray<GraphNode> => [node, ...node.children.flatMap(allNodes)]

const pathOf = (edge: ElkExtendedEdge): string =>
  (edge.sections ?? [])
    .map((section) =>
      [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((point, index) => `${index === 0 ? "M" : "L"}${point.x},${point.y}`).join(" ")
    )
    .join(" ")

function Drawing({ graph, layout, active }: { readonly graph: MachineGraph; readonly layout: ElkNode; readonly active: ReadonlySet<string> }) {
  const boxes = new Map(laidOutNodes(layout).map((node) => [node.id, node]))
  const states = allNodes(graph.root).slice(1)
  const markers = allNodes(graph.root).filter((node) => node.type === "compound" && node.initial !== null)
  // The regions of a parallel state are drawn dashed (the usual statechart notation).
  const regions = new Set(
    allNodes(graph.root)
      .filter((node) => node.type === "parallel")
      .flatMap((node) => node.children.map((child) => child.id))
  )
  const width = Math.ceil((layout.width ?? 0) + 2)
  const height = Math.ceil((layout.height ?? 0) + 2)
  return (
    <svg width={width} height={height} viewBox={`-1 -1 ${width} ${height}`} role="img" aria-label={`Statechart of ${graph.id}`}>
      <defs>
        <marker id="statechart-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" fill={color.textMuted} />
        </marker>
      </defs>
      {states.map((state) => {
        const box = boxes.get(state.id)
        if (box === undefined) return null
        const kind = state.children.length === 0 ? "atomic" : state.type
        const notes = stateNotes(state)
        const compound = state.children.length > 0
        return (
          <g
            key={state.id}
            className={`state ${kind}${regions.has(state.id) ? " region" : ""}`}
            data-state-id={state.id}
            data-active={active.has(state.id) ? "true" : undefined}
          >
            <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={8} />
            {state.type === "final" ? (
              <rect x={(box.x ?? 0) + 3} y={(box.y ?? 0) + 3} width={(box.width ?? 0) - 6} height={(box.height ?? 0) - 6} rx={6} fill="none" />
            ) : null}
            <text x={(box.x ?? 0) + 10} y={(box.y ?? 0) + (compound ? 20 : 21)}>
              {state.type === "final" ? `${state.key} (final)` : state.key}
            </text>
            {notes.map((note, index) => (
              <text key={note} className="note" x={(box.x ?? 0) + 10} y={(box.y ?? 0) + (compound ? COMPOUND_TITLE_PX : 34) + 4 + index * INVOKE_LINE_PX}>
                {note}
              </text>
            ))}
          </g>
        )
      })}
      {markers.map((state) => {
        const box = boxes.get(markerId(state.id))
        return box === undefined ? null : (
          <g key={markerId(state.id)} className="marker">
            <circle cx={(box.x ?? 0) + 6} cy={(box.y ?? 0) + 6} r={6} />
          </g>
        )
      })}
      {(layout.edges ?? []).map((edge) => (
        <g key={edge.id} className="edge" data-edge-id={edge.id}>
          <path d={pathOf(edge)} markerEnd="url(#statechart-arrow)" />
          {(edge.labels ?? []).map((label) => (
            <g key={label.id ?? label.text}>
              <rect x={label.x} y={label.y} width={label.width} height={label.height} />
              <text x={(label.x ?? 0) + (label.width ?? 0) / 2} y={(label.y ?? 0) + LABEL_FONT_PX} textAnchor="middle">
                {label.text}
              </text>
            </g>
          ))}
        </g>
      ))}
    </svg>
  )
}

function LaidOut({ graph, active }: { readonly graph: MachineGraph; readonly active: ReadonlySet<string> }) {
  const layout = use(layoutOnce(graph))
  // The drawing opens where the machine starts (its initial marker), which ELK may have placed far from the top left.
  const start = layout.ok ? laidOutNodes(layout.graph).find((node) => node.id === markerId(graph.root.id)) : undefined
  const startX = start?.x ?? 0
  const startY = start?.y ?? 0
  const showStart = useCallback(
    (element: HTMLDivElement | null) => {
      element?.scrollTo({ left: Math.max(0, startX - element.clientWidth / 3), top: Math.max(0, startY - element.clientHeight / 3) })
    },
    [startX, startY]
  )
  if (!layout.ok)
    return (
      <p className={muted} role="alert">
        The statechart could not be laid out: {layout.message}
      </p>
    )
  const machineWide = graph.edges.filter((edge) => isMachineWide(graph, edge))
  return (
    <>
      {machineWide.length === 0 ? null : <p className={muted}>In every state: {machineWide.map(edgeLabel).join(", ")}.</p>}
      <div ref={showStart} className={scroller} tabIndex={0} role="group" aria-label={`Drawing of ${graph.id}, scrollable`}>
        <Drawing graph={graph} layout={layout.graph} active={active} />
      </div>
    </>
  )
}

export function StatechartDrawing({ graph, active }: { readonly graph: MachineGraph; readonly active: ReadonlySet<string> }) {
  return (
    <Suspense
      fallback={
        <p className={muted} role="status">
          Laying out the statechart…
        </p>
      }
    >
      <LaidOut graph={graph} active={active} />
    </Suspense>
  )
}
