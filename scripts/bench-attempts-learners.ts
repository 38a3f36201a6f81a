/**
 * The learners of scripts/bench-attempts.ts, run in a worker thread so the
 * client's work stays off the server's event loop: one keep-alive HTTP/1.1
 * connection per learner on a raw socket, sending a save, reading its whole
 * answer (Content-Length), then sending the next.
 */
import { connect } from "node:net"
import { isMainThread, parentPort, workerData } from "node:worker_threads"

const API = "/api/v1/u"

export interface LoadPlan {
  /** The servers' ports: learner i saves on ports[i % ports.length] (one server, or several on one database). */
  readonly ports: ReadonlyArray<number>
  readonly learners: ReadonlyArray<{ readonly token: string; readonly attemptId: string }>
  readonly questions: ReadonlyArray<{ readonly id: string; readonly options: ReadonlyArray<string> }>
  readonly saves: number
  readonly thinkMs: number
}

export interface LoadOutcome {
  readonly latencies: Float64Array
  readonly failures: number
  readonly firstFailure: string | undefined
  readonly seconds: number
  /** Each learner's time for all its saves, to see whether some waited far longer than others. */
  readonly perLearnerSeconds: Float64Array
  /** CPU time of this thread (the learners' HTTP client) while they saved, in µs. */
  readonly clientCpuMicros: number
}

/** One keep-alive HTTP/1.1 connection per learner: a save, its whole answer (Content-Length), the next save. */
const runLearners = (plan: LoadPlan): Promise<Omit<LoadOutcome, "clientCpuMicros">> =>
  new Promise((resolve) => {
    const latencies: Array<number> = []
    const perLearner = new Float64Array(plan.learners.length)
    let failures = 0
    let firstFailure: string | undefined
    let running = plan.learners.length
    const started = performance.now()
    plan.learners.forEach((learner, index) => {
      const socket = connect({ port: plan.ports[index % plan.ports.length]!, host: "127.0.0.1", noDelay: true })
      let seq = 0
      let sentAt = 0
      let buffer: Buffer = Buffer.alloc(0)
      const done = () => {
        perLearner[index] = (performance.now() - started) / 1000
        socket.destroy()
        if (--running === 0) {
          resolve({
            latencies: Float64Array.from(latencies),
            failures,
            firstFailure,
            seconds: (performance.now() - started) / 1000,
            perLearnerSeconds: perLearner
          })
        }
      }
      const send = () => {
        seq++
        // Mostly new questions, sometimes a change of mind on an earlier one.
        const question = plan.questions[(seq * 7 + index) % plan.questions.length]!
        const body = JSON.stringify({
          seq,
          qsnId: question.id,
          answer: [question.options[(seq + index) % question.options.length]],
          marked: seq % 5 === 0
        })
        sentAt = performance.now()
        socket.write(
          `POST ${API}/attempts/${learner.attemptId}/save HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: keep-alive\r\n` +
            `content-type: application/json\r\nx-access-token: ${learner.token}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
        )
      }
      const next = () => {
        if (seq >= plan.saves) return done()
        if (plan.thinkMs > 0) setTimeout(send, Math.random() * 2 * plan.thinkMs)
        else send()
      }
      socket.on("connect", next)
      socket.on("error", (error) => {
        failures++
        firstFailure ??= String(error)
        done()
      })
      socket.on("data", (chunk: Buffer) => {
        buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk])
        const headEnd = buffer.indexOf("\r\n\r\n")
        if (headEnd === -1) return
        const head = buffer.toString("latin1", 0, headEnd)
        const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0)
        if (buffer.length < headEnd + 4 + length) return
        latencies.push(performance.now() - sentAt)
        const status = Number(head.slice(9, 12))
        if (status !== 200) {
          failures++
          firstFailure ??= `${status}: ${buffer.toString("utf8", headEnd + 4, headEnd + 4 + length)}`
        }
        buffer = buffer.subarray(headEnd + 4 + length)
        next()
      })
    })
  })

if (!isMainThread) {
  const cpuBefore = process.threadCpuUsage()
  runLearners(workerData as LoadPlan).then((outcome) => {
    const cpu = process.threadCpuUsage(cpuBefore)
    parentPort!.postMessage({ ...outcome, clientCpuMicros: cpu.user + cpu.system })
  })
}
