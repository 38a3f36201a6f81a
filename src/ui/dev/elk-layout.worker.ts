/**
 * The viewer's layout, off the main thread: ELK (the Eclipse
 * Layout Kernel, compiled to JavaScript) lays out one graph per message and
 * answers it, or the reason it could not.
 */
import ELK from "elkjs/lib/elk.bundled.js"
import type { ElkNode } from "elkjs/lib/elk-api"

export type LayoutAnswer = { readonly ok: true; readonly graph: ElkNode } | { readonly ok: false; readonly message: string }

const elk = new ELK()

self.onmessage = async (message: MessageEvent<ElkNode>) => {
  try {
    const graph = await elk.layout(message.data)
    self.postMessage({ ok: true, graph } satisfies LayoutAnswer)
  } catch (error) {
    self.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies LayoutAnswer)
  }
}
