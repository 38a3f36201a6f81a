/**
 * Benchmark (not a test) of the real-time event stream: the real
 * server application in process, on PGlite in a temporary data folder
 * (`--postgres`: a scratch database on TEST_DATABASE_URL), with 500 open
 * streams (`--streams N`).
 *
 *  1. one stream for each of 500 learners; in each of 5 rounds every
 *     learner gets a notification at once (500 publishes, each its own
 *     transaction): latency from the publish call to the event read on the
 *     learner's stream, p50/p99;
 *  2. 500 streams of ONE learner (the fan-out of one event to many
 *     streams): 20 notifications one after another, latency to each stream;
 *  3. memory: the process's RSS and heap before and after opening the
 *     streams, per stream. The clients run in this process too, so this is
 *     an upper bound for the server's own cost.
 *
 *   npm run bench:events [-- --postgres] [-- --streams 500]
 */
import { Effect, Layer } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { NotificationsRepository } from "../server/account/notifications/repository.ts"
import { NotificationsService } from "../server/account/notifications/service.ts"
import { tokenFor } from "../test/api/support/attempts-fixture.ts"
import { openEventStream, type OpenStream, type ReceivedEvent } from "../test/api/support/event-stream-client.ts"
import { startTestServer, TEST_DATABASE_URL, type TestServer } from "../test/api/support/test-server.ts"
import { argument, percentile } from "./perf/figures.ts"

const STREAMS = argument("streams", 500)
const ROUNDS = 5
const FAN_OUT_EVENTS = 20
const postgres = process.argv.includes("--postgres")

const ms = (value: number) => `${value.toFixed(1)} ms`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const summary = (label: string, latencies: Array<number>) => {
  const sorted = [...latencies].sort((a, b) => a - b)
  console.log(
    `${label}: ${sorted.length} deliveries, p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted[sorted.length - 1] ?? Number.NaN)}`
  )
}

const notificationsOver = NotificationsService.layer.pipe(Layer.provide(NotificationsRepository.layer))
const notify = (server: TestServer, userId: string, title: string) =>
  server.run(NotificationsService.use((service) => service.add(userId, title, "bench")).pipe(Effect.provide(notificationsOver)))

const waitUntil = async (done: () => boolean, what: string, limitMs = 60_000) => {
  const until = Date.now() + limitMs
  while (!done()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

const main = async () => {
  const dataDir = postgres ? undefined : mkdtempSync(join(tmpdir(), "bench-events-"))
  const server = await startTestServer(postgres ? { kind: "postgres", url: TEST_DATABASE_URL } : { kind: "pglite", dataDir }, {
    checkoutReconcileSeconds: 3600,
    attemptSweepSeconds: 3600,
    // The fan-out holds every stream of one learner, from one address: above the bounds a real account and address get.
    streamLimits: { perAccount: STREAMS, perAddress: STREAMS * 2, total: STREAMS * 2 }
  })
  const open: Array<OpenStream> = []
  try {
    const users = await server.query<{ id: string }>(
      `INSERT INTO users (name, email, password_hash, email_verified_at)
       SELECT 'Bench Listener ' || n, 'bench-listener-' || n || '-' || $2 || '@example.com', 'not-a-hash', now()
       FROM generate_series(1, $1::int) AS n RETURNING id`,
      [STREAMS, Date.now().toString(36)]
    )
    const tokens = await Promise.all(users.map((user) => tokenFor(server, user.id)))
    console.log(`Event stream benchmark on ${postgres ? "PostgreSQL" : "PGlite"}: ${STREAMS} streams`)

    // 1. One stream per learner, every learner notified at once.
    const sentAt = new Map<string, number>()
    const latencies: Array<number> = []
    const onEvent = (event: ReceivedEvent) => {
      const title = (event.data as { title: string }).title
      const started = sentAt.get(title)
      if (started !== undefined) latencies.push(performance.now() - started)
    }
    const before = process.memoryUsage()
    for (const token of tokens) open.push(await openEventStream(server.baseUrl, { cookieToken: token, onEvent }))
    await new Promise((resolve) => setTimeout(resolve, 500))
    const after = process.memoryUsage()
    console.log(
      `memory for ${STREAMS} open streams (server and clients in this process): ` +
        `RSS +${mb(after.rss - before.rss)} (${((after.rss - before.rss) / STREAMS / 1024).toFixed(1)} KB per stream), ` +
        `heap +${mb(after.heapUsed - before.heapUsed)} (${((after.heapUsed - before.heapUsed) / STREAMS / 1024).toFixed(1)} KB per stream)`
    )
    const roundStarted = performance.now()
    for (let round = 0; round < ROUNDS; round++) {
      const expected = latencies.length + users.length
      await Promise.all(
        users.map((user, index) => {
          const title = `round ${round} learner ${index}`
          sentAt.set(title, performance.now())
          return notify(server, user.id, title)
        })
      )
      await waitUntil(() => latencies.length >= expected, `round ${round}`)
    }
    const seconds = (performance.now() - roundStarted) / 1000
    summary(`1. ${STREAMS} learners x ${ROUNDS} rounds, all at once (publish → read on the stream)`, latencies)
    console.log(`   ${(latencies.length / seconds).toFixed(0)} events delivered per second`)
    for (const stream of open.splice(0)) stream.close()

    // 2. One learner, many streams: one event fanned out.
    const fanOut: Array<number> = []
    let publishedAt = 0
    const one = users[0]!
    for (let index = 0; index < STREAMS; index++) {
      open.push(await openEventStream(server.baseUrl, { cookieToken: tokens[0]!, onEvent: () => void fanOut.push(performance.now() - publishedAt) }))
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
    for (let event = 0; event < FAN_OUT_EVENTS; event++) {
      const expected = fanOut.length + STREAMS
      publishedAt = performance.now()
      await notify(server, one.id, `fan-out ${event}`)
      await waitUntil(() => fanOut.length >= expected, `fan-out ${event}`)
    }
    summary(`2. one learner's event to ${STREAMS} streams x ${FAN_OUT_EVENTS}`, fanOut)
  } finally {
    for (const stream of open) stream.close()
    await server.close()
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
