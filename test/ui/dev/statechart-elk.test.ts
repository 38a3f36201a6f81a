/**
 * The viewer's drawing: every state of a machine becomes one ELK
 * node, every transition target one edge between nodes that exist, each
 * compound state an initial marker, and real ELK (the same bundle the
 * worker runs) lays the whole hierarchy out with a place for each of them.
 */
import ELK from "elkjs/lib/elk.bundled.js"
import type { ElkNode } from "elkjs/lib/elk-api"
import { describe, expect, it } from "vitest"
import { checkoutMachine } from "../../../src/machines/cart/checkout.machine.ts"
import { chatMachine } from "../../../src/machines/helpdesk/chat.machine.ts"
import { sessionMachine } from "../../../src/machines/account/session.machine.ts"
import { type GraphNode, machineGraph } from "../../../src/machines/shared/machine-graph.ts"
import { edgeLabel, elkGraphOf, isMachineWide, laidOutNodes, markerId } from "../../../src/ui/dev/statechart-elk.ts"

const statesOf = (node: GraphNode): ReadonlyArray<GraphNode> => node.children.flatMap((child) => [child, ...statesOf(child)])

describe.each([checkoutMachine, chatMachine, sessionMachine])("the ELK graph of $id", (machine) => {
  const graph = machineGraph(machine)
  const elk = elkGraphOf(graph)
  const ids = laidOutNodes(elk).map((node) => node.id)

  it("has one node per state, and a marker per compound state with an initial state", () => {
    const states = statesOf(graph.root)
    expect(new Set(ids).size).toBe(ids.length)
    for (const state of states) expect(ids).toContain(state.id)
    for (const state of [graph.root, ...states].filter((each) => each.type === "compound" && each.initial !== null)) {
      expect(ids).toContain(markerId(state.id))
    }
  })

  it("has an edge per transition target, between nodes that exist, labelled with its trigger", () => {
    const edges = elk.edges ?? []
    const targets = graph.edges.filter((edge) => !isMachineWide(graph, edge)).reduce((sum, edge) => sum + Math.max(1, edge.targets.length), 0)
    expect(edges.filter((edge) => edge.id.startsWith("e"))).toHaveLength(targets)
    for (const edge of edges) {
      expect(ids).toContain(edge.sources[0])
      expect(ids).toContain(edge.targets[0])
    }
    const index = graph.edges.findIndex((edge) => !isMachineWide(graph, edge))
    expect(edges.find((edge) => edge.id === `e${index}` || edge.id === `e${index}-0`)?.labels?.[0]?.text).toBe(edgeLabel(graph.edges[index]!))
  })

  it("is laid out by ELK with a place for every node and a route for every edge", async () => {
    const laidOut: ElkNode = await new ELK().layout(elk)
    expect(laidOut.width).toBeGreaterThan(0)
    expect(laidOut.height).toBeGreaterThan(0)
    for (const node of laidOutNodes(laidOut).slice(1)) {
      expect(node.x, node.id).toBeTypeOf("number")
      expect(node.y, node.id).toBeTypeOf("number")
    }
    expect(
      (laidOut.edges ?? []).filter((edge) => (edge.sections?.length ?? 0) === 0).map((edge) => `${edge.id} ${edge.sources[0]} → ${edge.targets[0]}`)
    ).toEqual([])
  })
})

describe("edge labels", () => {
  it("name the trigger and the guard", () => {
    const graph = machineGraph(checkoutMachine)
    const labels = graph.edges.map(edgeLabel)
    expect(labels).toContain("CHECKOUT")
    expect(labels).toContain("after quoteExpiry 900000 ms")
    expect(labels).toContain("always [hasPendingKey]")
    expect(labels).toContain("done pay [isPaid]")
    expect(labels).toContain("error fetchQuote")
  })
})

describe("the drawing's reading order", () => {
  it("opens each compound state with its initial state, and puts every label on its arrow", async () => {
    const graph = machineGraph(checkoutMachine)
    const elk = elkGraphOf(graph)
    for (const edge of elk.edges ?? []) for (const label of edge.labels ?? []) expect(label.layoutOptions?.["elk.edgeLabels.inline"]).toBe("true")
    // Top-down: the initial state is above every other top-level state, in the layer after its marker.
    const laidOut = await new ELK().layout(elk)
    const top = new Map((laidOut.children ?? []).map((node) => [node.id, node.y ?? 0]))
    const initialId = `checkout.${graph.root.initial ?? ""}`
    const initial = top.get(initialId) ?? Number.NaN
    expect(initial).not.toBeNaN()
    for (const [id, y] of top) if (id !== initialId && id !== markerId("checkout")) expect(y, id).toBeGreaterThan(initial)
  })
})

describe("every machine of the app", () => {
  it("lays out with a route for every edge", async () => {
    const { MACHINE_CATALOG } = await import("../../../src/ui/dev/machine-catalog.ts")
    const elk = new ELK()
    const unrouted: Array<string> = []
    for (const { machine } of MACHINE_CATALOG) {
      const laidOut = await elk.layout(elkGraphOf(machineGraph(machine)))
      for (const edge of laidOut.edges ?? []) if ((edge.sections?.length ?? 0) === 0) unrouted.push(`${machine.id} ${edge.id}`)
    }
    // The catalogue was read, not an empty list: it holds the app's main flows.
    expect(MACHINE_CATALOG.map(({ machine }) => machine.id)).toEqual(expect.arrayContaining(["session", "cart", "checkout", "attempt", "chat", "form"]))
    expect(unrouted).toEqual([])
  })
})
