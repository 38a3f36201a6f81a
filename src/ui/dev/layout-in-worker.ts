/**
 * Lays out an ELK graph in a worker of its own (elk-layout.worker.ts), so a
 * large statechart never blocks the page; the worker ends with its answer.
 */
import type { ElkNode } from "elkjs/lib/elk-api"
import type { LayoutAnswer } from "./elk-layout.worker.ts"

export const layoutInWorker = (graph: ElkNode): Promise<ElkNode> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./elk-layout.worker.ts", import.meta.url), { type: "module" })
    worker.onmessage = (message: MessageEvent<LayoutAnswer>) => {
      worker.terminate()
      if (message.data.ok) resolve(message.data.graph)
      else reject(new Error(message.data.message))
    }
    worker.onerror = (event) => {
      worker.terminate()
      reject(new Error(event.message || "The layout worker failed"))
    }
    worker.postMessage(graph)
  })
