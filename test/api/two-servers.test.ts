/**
 * Two server processes on one PostgreSQL database behind a round-robin
 * reverse proxy: what one process keeps, the other must see.
 *
 * Two `node server/main.ts` children share a fresh scratch database and
 * TOKEN_SECRET, each with its own DATA_DIR (so nothing can be shared through
 * a folder). The proxy here is a small node:http one that appends the
 * client's address to X-Forwarded-For and connects to the servers from
 * 127.0.0.2, the only address in their TRUST_PROXY, so a request straight
 * from the test (127.0.0.1) is not believed. It listens three times: round
 * robin, and pinned to each server (for the event streams). A test-only
 * header `x-test-client-address` stands for the address a real client
 * would connect from (every request here comes from 127.0.0.1).
 *
 * Checked: a learner signed in through one server is signed in on the other;
 * a token renews (with its session cookie) on both, and on neither once
 * signed out through one;
 * answers saved alternately land on both and none is lost or applied twice;
 * chat messages posted alternately reach an event stream open on each
 * server once each, in order; an image uploaded through one server downloads
 * through the other; a sign-in limit counts attempts made through both; the
 * attempt sweeper runs once per period across both (job turns) and submits
 * an attempt past its time once; the demo data is loaded once although both
 * servers started at the same moment on the empty database.
 *
 * PostgreSQL only: the embedded database is one process's by nature.
 */
import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer, type IncomingMessage, request as httpRequest, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openEventStream, type OpenStream } from "./support/event-stream-client.ts"
import { pixelsOf } from "./support/image-files.ts"
import { imageBytes } from "./support/media-cases.ts"
import { createScratchDatabase, postgresUnavailableReason } from "./support/test-server.ts"
import { freePort } from "./support/free-port.ts"

const API = "/api/v1/u"
const DEMO = { email: "demo@examready.example", password: "Demo-Learner-2026" }
const ROOT = join(import.meta.dirname, "../..")
const PROXY_ADDRESS = "127.0.0.2"
const SWEEP_SECONDS = 2

interface Child {
  readonly process: ChildProcess
  readonly port: number
  readonly output: () => string
  readonly exited: Promise<void>
}

const startServer = (port: number, databaseUrl: string, dataDir: string): Child => {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      NODE_ENV: "test",
      TOKEN_SECRET: "two-servers-share-this-secret-of-48-characters!!",
      TRUST_PROXY: PROXY_ADDRESS,
      ATTEMPT_SWEEP_SECONDS: String(SWEEP_SECONDS),
      // The browser app is not built for this test: the API is enough.
      WEB_ROOT: join(ROOT, "test/api/fixtures/web")
    },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let output = ""
  child.stdout!.on("data", (chunk) => (output += chunk))
  child.stderr!.on("data", (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()))
  return { process: child, port, output: () => output, exited }
}

const ready = async (child: Child) => {
  const until = Date.now() + 90_000
  while (!child.output().includes("The exam shop is serving")) {
    if (child.process.exitCode !== null || Date.now() > until) throw new Error(`a server did not start:\n${child.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The proxy: round robin on one port, pinned to each server on the others; records which server answered. */
const startProxy = async (ports: ReadonlyArray<number>) => {
  const served: Array<number> = []
  let turn = 0
  const forward = (pick: () => number) => (incoming: IncomingMessage, answer: ServerResponse) => {
    const index = pick()
    served.push(index)
    const client = (incoming.headers["x-test-client-address"] as string | undefined) ?? incoming.socket.remoteAddress ?? "unknown"
    const prior = incoming.headers["x-forwarded-for"]
    const headers: Record<string, string | Array<string> | undefined> = {
      ...incoming.headers,
      "x-forwarded-for": prior === undefined ? client : `${String(prior)}, ${client}`
    }
    delete headers["x-test-client-address"]
    const upstream = httpRequest(
      { host: "127.0.0.1", port: ports[index], localAddress: PROXY_ADDRESS, method: incoming.method, path: incoming.url, headers },
      (reply) => {
        answer.writeHead(reply.statusCode ?? 502, reply.headers)
        reply.pipe(answer)
      }
    )
    upstream.on("error", (error) => {
      if (!answer.headersSent) answer.writeHead(502, { "content-type": "text/plain" })
      answer.end(String(error))
    })
    answer.on("close", () => upstream.destroy())
    incoming.pipe(upstream)
  }
  const listen = async (pick: () => number) => {
    const server = createServer(forward(pick))
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    return server
  }
  const servers: Array<Server> = [await listen(() => turn++ % ports.length), ...(await Promise.all(ports.map((_, index) => listen(() => index))))]
  const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    roundRobin: urlOf(servers[0]!),
    pinned: servers.slice(1).map(urlOf),
    served,
    close: () =>
      Promise.all(
        servers.map((server) => {
          server.closeAllConnections()
          return new Promise<void>((resolve) => server.close(() => resolve()))
        })
      )
  }
}

/** SQL on the scratch database, to check what the servers stored. */
const queryOn =
  (url: string) =>
  <Row extends object>(text: string, params: ReadonlyArray<unknown> = []) =>
    Effect.runPromise(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe<Row>(text, params)).pipe(
        Effect.provide(PgClient.layer({ url: Redacted.make(url), maxConnections: 1 })),
        Effect.scoped,
        Effect.orDie
      )
    )

interface Answer<T> {
  readonly status: number
  readonly body: T
}

const call = async <T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  options: { readonly token?: string; readonly body?: unknown; readonly client?: string; readonly headers?: Record<string, string> } = {}
): Promise<Answer<T>> => {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token !== undefined) headers["x-access-token"] = options.token
  if (options.client !== undefined) headers["x-test-client-address"] = options.client
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (options.body !== undefined) {
    headers["content-type"] = "application/json"
    body = JSON.stringify(options.body)
  }
  const response = await fetch(base + path, { method, headers, ...(body === undefined ? {} : { body }) })
  const text = await response.text()
  return { status: response.status, body: (text === "" ? {} : JSON.parse(text)) as T }
}

const unavailable = await postgresUnavailableReason()
if (unavailable !== undefined) console.warn(`SKIPPED two servers on one database: it needs PostgreSQL. ${unavailable}`)

describe.skipIf(unavailable !== undefined)("two servers on one PostgreSQL database behind a proxy", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
  let query: ReturnType<typeof queryOn>
  let children: Array<Child> = []
  let proxy: Awaited<ReturnType<typeof startProxy>>
  let startedAt = 0
  const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), "exam-shop-two-servers-")))
  let token = ""

  beforeAll(async () => {
    scratch = await createScratchDatabase()
    query = queryOn(scratch.url)
    const ports = [await freePort(), await freePort()]
    startedAt = Date.now()
    // Both at once, on the empty database: migrations and the demo seed race.
    children = ports.map((port, index) => startServer(port, scratch.url, dataDirs[index]!))
    await Promise.all(children.map(ready))
    proxy = await startProxy(ports)
  }, 120_000)

  afterAll(async () => {
    for (const child of children) child.process.kill("SIGTERM")
    await Promise.all(children.map((child) => Promise.race([child.exited, new Promise((resolve) => setTimeout(resolve, 10_000))])))
    await proxy?.close()
    await scratch?.drop()
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  }, 30_000)

  /** The server that answered each of the last `count` proxied requests. */
  const lastServed = (count: number) => proxy.served.slice(-count)

  it("loads the demo data once although both servers started together on the empty database", async () => {
    const [counts] = await query<{ learners: number; subscriptions: number; exams: number; migrations: number }>(
      `
      SELECT (SELECT count(*) FROM users WHERE email = $1)::int AS learners,
        (SELECT count(*) FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = $1)::int AS subscriptions,
        (SELECT count(*) FROM exams)::int AS exams,
        (SELECT count(*) FROM effect_sql_migrations)::int AS migrations`,
      [DEMO.email]
    )
    expect(counts).toMatchObject({ learners: 1, subscriptions: 6 })
    const [again] = await query<{ exams: number }>("SELECT count(DISTINCT code)::int AS exams FROM exams")
    expect(counts!.exams).toBe(again!.exams)
  })

  it("signs the learner in through one server and keeps them signed in on the other", async () => {
    const signedIn = await call<{ token: string }>(proxy.roundRobin, "POST", "/auth/login", { body: DEMO, client: "203.0.113.10" })
    expect(signedIn.status).toBe(200)
    token = signedIn.body.token
    for (const base of proxy.pinned) {
      expect((await call(base, "GET", `${API}/profile/myProfile`, { token })).status).toBe(200)
    }
  })

  it("renews a token on either server only with its session cookie, and on neither the moment it signs out on one", async () => {
    const login = await fetch(`${proxy.pinned[0]}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-test-client-address": "203.0.113.11" },
      body: JSON.stringify(DEMO)
    })
    expect(login.status).toBe(200)
    const own = ((await login.json()) as { token: string }).token
    const sidCookie = login.headers.getSetCookie().find((cookie) => cookie.startsWith("sid="))!
    const sid = sidCookie.slice(4, sidCookie.indexOf(";"))
    const refresh = (base: string, cookie: string | undefined) =>
      call<{ token?: string; message?: string }>(base, "GET", `${API}/profile/tokenRefresh`, {
        token: own,
        headers: cookie === undefined ? {} : { cookie: `sid=${cookie}` }
      })
    for (const base of proxy.pinned) {
      expect((await refresh(base, sid)).status).toBe(200)
      // A token alone renews nothing.
      expect((await refresh(base, undefined)).status).toBe(401)
    }
    const out = await call(proxy.pinned[0]!, "GET", "/auth/logout", { token: own, headers: { cookie: `sid=${sid}` } })
    expect(out.status).toBe(200)
    // At once, on the other server too: no refresh granted after the sign-out's answer, however many.
    const after = await Promise.all([...Array.from({ length: 20 }, () => refresh(proxy.pinned[1]!, sid)), refresh(proxy.pinned[0]!, sid)])
    for (const answer of after) {
      expect(answer.status).toBe(401)
      expect(answer.body.message).toBe("Your session has ended. Please sign in again.")
    }
    // The learner's other session (signed in by the test before) is untouched.
    expect((await call(proxy.roundRobin, "GET", `${API}/profile/myProfile`, { token })).status).toBe(200)
  })

  it("saves answers alternately on both servers, losing and doubling none", async () => {
    const active = await call<{ data: { docs: Array<{ _id: string }> } }>(proxy.roundRobin, "POST", `${API}/exams/activeExams`, {
      token,
      body: { page: 1, perPage: 10 }
    })
    expect(active.status).toBe(200)
    const subscId = active.body.data.docs[0]!._id
    const detail = await call<{ data: { tests: Array<{ _id: string; name: string }> } }>(proxy.roundRobin, "GET", `${API}/exams/subscription/${subscId}`, {
      token
    })
    const started = await call<{ data: { attemptId: string } }>(proxy.roundRobin, "POST", `${API}/attempts/start`, {
      token,
      body: { subscId, testId: detail.body.data.tests[0]!._id }
    })
    expect(started.status).toBe(200)
    const attemptId = started.body.data.attemptId
    type Attempt = {
      lastSeq: number
      sections: Array<{ questions: Array<{ _id: string; options: Array<{ _id: string }> }> }>
      answers: Array<{ qsnId: string; answer: Array<string>; marked: boolean }>
    }
    const attempt = (await call<{ data: Attempt }>(proxy.roundRobin, "GET", `${API}/attempts/${attemptId}`, { token })).body.data
    const questions = attempt.sections.flatMap((section) => section.questions)
    expect(questions.length).toBeGreaterThanOrEqual(5)

    // 40 saves over the first 5 questions, each question changed 8 times; sequential, so the proxy alternates.
    const expected = new Map<string, { answer: Array<string>; marked: boolean }>()
    for (let seq = 1; seq <= 40; seq++) {
      const question = questions[seq % 5]!
      const choice = { answer: [question.options[seq % question.options.length]!._id], marked: seq % 3 === 0 }
      const saved = await call<{ data: { applied: boolean; lastSeq: number } }>(proxy.roundRobin, "POST", `${API}/attempts/${attemptId}/save`, {
        token,
        body: { seq, qsnId: question._id, ...choice }
      })
      expect(saved.status).toBe(200)
      expect(saved.body.data).toMatchObject({ applied: true, lastSeq: seq })
      expected.set(question._id, choice)
    }
    expect(new Set(lastServed(40))).toEqual(new Set([0, 1]))
    expect(lastServed(40).filter((index) => index === 0)).toHaveLength(20)

    // A save replayed on the other server (a retry after a lost answer) changes nothing.
    const replay = await call<{ data: { applied: boolean; lastSeq: number } }>(proxy.pinned[1]!, "POST", `${API}/attempts/${attemptId}/save`, {
      token,
      body: { seq: 39, qsnId: questions[39 % 5]!._id, answer: [], marked: false }
    })
    expect(replay.body.data).toMatchObject({ applied: false, lastSeq: 40 })

    for (const base of proxy.pinned) {
      const seen = (await call<{ data: Attempt }>(base, "GET", `${API}/attempts/${attemptId}`, { token })).body.data
      expect(seen.lastSeq).toBe(40)
      const answers = new Map(seen.answers.map((each) => [each.qsnId, { answer: [...each.answer], marked: each.marked }]))
      expect(answers).toEqual(expected)
    }
    const [rows] = await query<{ answers: number }>("SELECT count(*)::int AS answers FROM attempt_answers WHERE attempt_id = $1", [attemptId])
    expect(rows?.answers).toBe(5)

    // Past its time (as if the learner closed the laptop a day ago): one server's sweep submits it, once.
    await query("UPDATE attempts SET started_at = now() - interval '1 day' WHERE id = $1", [attemptId])
    const until = Date.now() + 4 * SWEEP_SECONDS * 1000
    let submitted: { status: string; submitted_by: string | null } | undefined
    while (Date.now() < until) {
      ;[submitted] = await query<{ status: string; submitted_by: string | null }>("SELECT status, submitted_by FROM attempts WHERE id = $1", [attemptId])
      if (submitted?.status === "submitted") break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(submitted).toEqual({ status: "submitted", submitted_by: "server" })
  })

  it("delivers chat messages posted alternately to an event stream open on each server, once each and in order", async () => {
    const clientId = () => `two-servers-${crypto.randomUUID()}`
    const created = await call<{ data: { _id: string } }>(proxy.pinned[0]!, "POST", `${API}/helpdesk/tickets`, {
      token,
      body: { subject: "Two servers", category: "technical", link: null, followUpOf: null, message: { clientId: clientId(), text: "First", attachmentIds: [] } }
    })
    expect(created.status).toBe(200)
    const ticketId = created.body.data._id
    const latest = (
      await query<{ id: string }>("SELECT COALESCE(max(e.id), 0)::text AS id FROM events e JOIN users u ON u.id = e.user_id WHERE u.email = $1", [DEMO.email])
    )[0]!.id
    const streams: Array<OpenStream> = await Promise.all(proxy.pinned.map((base) => openEventStream(base, { headerToken: token, lastEventId: latest })))
    try {
      for (const stream of streams) expect(stream.status).toBe(200)
      const texts = Array.from({ length: 12 }, (_, index) => `Message ${index + 1}`)
      const retried = clientId()
      for (const [index, text] of texts.entries()) {
        // Alternately through each server; the sixth is sent twice (a retry on the other server).
        const id = index === 5 ? retried : clientId()
        const sent = await call(proxy.pinned[index % 2]!, "POST", `${API}/helpdesk/tickets/${ticketId}/messages`, {
          token,
          body: { clientId: id, text, attachmentIds: [] }
        })
        expect(sent.status).toBe(200)
        if (index === 5) {
          const again = await call(proxy.pinned[(index + 1) % 2]!, "POST", `${API}/helpdesk/tickets/${ticketId}/messages`, {
            token,
            body: { clientId: id, text, attachmentIds: [] }
          })
          expect(again.status).toBe(200)
        }
      }
      for (const stream of streams) {
        const deadline = Date.now() + 10_000
        const messages = () => stream.events.filter((event) => event.event === "helpdeskMessage")
        while (messages().length < texts.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
        // Give a doubled delivery a moment to show.
        await new Promise((resolve) => setTimeout(resolve, 300))
        const received = messages().map((event) => (event.data as { message: { text: string } }).message.text)
        expect(received).toEqual(texts)
        const ids = stream.events.map((event) => Number(event.id))
        expect(new Set(ids).size).toBe(ids.length)
        expect([...ids].sort((a, b) => a - b)).toEqual(ids)
      }
    } finally {
      for (const stream of streams) stream.close()
    }
    const ticket = await call<{ data: { messages: Array<{ text: string }> } }>(proxy.pinned[1]!, "GET", `${API}/helpdesk/tickets/${ticketId}`, { token })
    expect(ticket.body.data.messages.map((message) => message.text)).toEqual(["First", ...Array.from({ length: 12 }, (_, index) => `Message ${index + 1}`)])
  })

  it("downloads an image uploaded through one server through the other", async () => {
    const png = imageBytes(5000)
    const form = new FormData()
    form.append("coverImage", new Blob([png as Uint8Array<ArrayBuffer>], { type: "image/png" }), "photo.png")
    const uploaded = await call<{ data: { data: { _id: string } } }>(proxy.pinned[0]!, "POST", `${API}/media/upload`, { token, body: form })
    expect(uploaded.status).toBe(200)
    const id = uploaded.body.data.data._id
    const download = await call<{ data: { Body: { data: Array<number> } } }>(proxy.pinned[1]!, "GET", `${API}/media/download-file/${id}`, { token })
    expect(download.status).toBe(200)
    // The stored copy is the picture re-encoded: the same pixels.
    const stored = new Uint8Array(download.body.data.Body.data)
    expect(await pixelsOf(stored)).toEqual(await pixelsOf(png))
    const url = await call<{ data: { data: string } }>(proxy.pinned[0]!, "GET", `${API}/download/fileurl/${id}`, { token })
    const file = await fetch(proxy.pinned[1]! + url.body.data.data)
    expect(file.status).toBe(200)
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(stored)
  })

  it("counts a sign-in limit over both servers, per client address as the proxy forwards it", async () => {
    const tooMany = /^Too many attempts/
    // Ten sign-ins per address in 15 minutes (rate-limit-rules.ts), alternating between the servers.
    for (let i = 0; i < 10; i++) {
      const attempt = await call(proxy.roundRobin, "POST", "/auth/login", {
        client: "198.51.100.23",
        body: { email: `nobody-${i}@example.com`, password: "wrong password" }
      })
      expect(attempt.status).toBe(401)
    }
    expect(new Set(lastServed(10))).toEqual(new Set([0, 1]))
    for (const base of proxy.pinned) {
      const refused = await call<{ message: string }>(base, "POST", "/auth/login", { client: "198.51.100.23", body: DEMO })
      expect(refused.status).toBe(429)
      expect(refused.body.message).toMatch(tooMany)
    }
    // A client that wrote its own X-Forwarded-For is still known by the address the proxy saw.
    const spoofed = await call(proxy.roundRobin, "POST", "/auth/login", {
      client: "198.51.100.23",
      headers: { "x-forwarded-for": "192.0.2.77" },
      body: DEMO
    })
    expect(spoofed.status).toBe(429)
    // Another client behind the same proxy is not held up.
    expect((await call(proxy.roundRobin, "POST", "/auth/login", { client: "198.51.100.24", body: DEMO })).status).toBe(200)
  })

  it("believes X-Forwarded-For from the proxy only", async () => {
    const contact = (base: string, options: { client?: string; headers?: Record<string, string> }, subject: string) =>
      call(base, "POST", `${API}/public/contactUs`, {
        ...options,
        body: { name: "Visitor", email: "visitor@example.com", subject, message: "Where do I find the test results?" }
      })
    const direct = `http://127.0.0.1:${children[0]!.port}`
    expect((await contact(direct, { headers: { "x-forwarded-for": "192.0.2.55" } }, "direct")).status).toBe(200)
    expect((await contact(proxy.roundRobin, { client: "192.0.2.56" }, "proxied")).status).toBe(200)
    const rows = await query<{ subject: string; client_address: string }>("SELECT subject, client_address FROM contact_messages ORDER BY subject")
    expect(rows).toEqual([
      { subject: "direct", client_address: "127.0.0.1" },
      { subject: "proxied", client_address: "192.0.2.56" }
    ])
  })

  it("ran the attempt sweeper once per period across both servers", async () => {
    const [turns] = await query<{ runs: number }>("SELECT runs::int AS runs FROM job_leases WHERE name = 'attempt-sweeper'")
    const periods = (Date.now() - startedAt) / 1000 / SWEEP_SECONDS
    console.info(`two servers: the attempt sweeper took ${turns!.runs} turns in ${periods.toFixed(1)} periods of ${SWEEP_SECONDS} s`)
    // Each server alone would have swept about `periods` times; together, without turns, twice that.
    expect(turns!.runs).toBeGreaterThanOrEqual(2)
    expect(turns!.runs).toBeLessThanOrEqual(Math.floor(periods) + 1)
  })
})
