/**
 * Benchmark (not a test) of the hot reads: the real
 * server (`node server/main.ts`, as `npm start` runs it: a child process on
 * PGlite in a temporary DATA_DIR with the demo data, NODE_ENV=production)
 * and, side by side in the same run, a bare `node:http` server (another child
 * process) answering the very bytes the real server answered, status, body
 * and Content-Type / Content-Encoding included. One load client (this
 * process, scripts/http-load.ts: keep-alive connections, one request in
 * flight each) loads each in turn for:
 *
 *   menu           GET  /api/v1/u/public/get/menu
 *   footer         GET  /api/v1/u/pages/footer/getAll
 *   home           GET  /api/v1/u/public/home
 *   token refresh  GET  /api/v1/u/profile/tokenRefresh  (the demo learner,
 *                  signed in: x-access-token and the sid and token cookies,
 *                  as the browser sends them; signed in afresh just before
 *                  its rounds, since a token lasts 5 minutes)
 *
 * The public reads are sent as a browser sends them (Accept-Encoding: gzip,
 * deflate, br, zstd). Each call is loaded in rounds alternating the two
 * servers; prints the median round's requests per second and p99 for each
 * and the ratio server / bare. A round answered with anything but 200 is
 * flagged and never counts as meeting a target. Targets: menu and footer
 * ≥ 0.5×, token refresh ≥ 0.3×.
 *
 *   npm run bench:hot-reads [-- --postgres] [-- --seconds 4 --rounds 3 --connections 50]
 *   npm run bench:hot-reads -- --server-dir /tmp/hot-before   (another checkout's server, e.g. before a change)
 *   npm run bench:hot-reads -- --before-dir /tmp/hot-before   (also another checkout's server, in the same run:
 *                                                               rounds alternate this server, that one and the bare one)
 *   npm run bench:hot-reads -- --only "token refresh"          (one call only)
 */
import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer as createHttpServer, request as sendRequest, type IncomingHttpHeaders } from "node:http"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { runLoad, type LoadRequest, type LoadResult } from "./http-load.ts"
import { freePort } from "../test/api/support/free-port.ts"

const API = "/api/v1/u"
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test"
const DEMO_EMAIL = "demo@examready.example"
const DEMO_PASSWORD = "Bench-Demo-Learner-2026"
const BROWSER_HEADERS = { accept: "application/json", "accept-encoding": "gzip, deflate, br, zstd" }

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`)
  const value = index === -1 ? Number.NaN : Number(process.argv[index + 1])
  return Number.isFinite(value) && value > 0 ? value : fallback
}
const textArgument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? undefined : process.argv[index + 1]
}

// ── The bare server (a child process of this script) ─────────────────────

interface CannedAnswer {
  readonly status: number
  readonly headers: Record<string, string>
  readonly bodyBase64: string
}

/** `node scripts/bench-hot-reads.ts --bare answers.json`: answers each "METHOD path" with its canned bytes. */
const runBareServer = async (file: string) => {
  const canned = JSON.parse(readFileSync(file, "utf8")) as Record<string, CannedAnswer>
  const answers = new Map(Object.entries(canned).map(([key, answer]) => [key, { ...answer, body: Buffer.from(answer.bodyBase64, "base64") }]))
  const server = createHttpServer((request, response) => {
    const answer = answers.get(`${request.method} ${request.url}`)
    // Read (and drop) any body first, as the real server does.
    request.resume()
    request.on("end", () => {
      if (answer === undefined) {
        response.writeHead(404).end()
        return
      }
      response.writeHead(answer.status, { ...answer.headers, "content-length": answer.body.length })
      response.end(answer.body)
    })
  })
  server.keepAliveTimeout = 60_000
  server.listen(0, "127.0.0.1", () => {
    const address = server.address()
    process.stdout.write(`bare listening ${typeof address === "object" && address !== null ? address.port : 0}\n`)
  })
}

// ── Starting and stopping the two servers ────────────────────────────────

/** Waits until `child` prints a line matching `pattern`; answers the match. */
const waitForLine = (child: ChildProcess, pattern: RegExp, what: string, limitMs = 180_000) =>
  new Promise<RegExpExecArray>((resolveLine, reject) => {
    let seen = ""
    const timer = setTimeout(() => reject(new Error(`${what} did not start within ${limitMs / 1000} s:\n${seen.slice(-2000)}`)), limitMs)
    const onData = (chunk: Buffer) => {
      seen += chunk.toString()
      const match = pattern.exec(seen)
      if (match !== null) {
        clearTimeout(timer)
        resolveLine(match)
      }
    }
    child.stdout?.on("data", onData)
    child.stderr?.on("data", onData)
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`${what} exited (${code}) before it served:\n${seen.slice(-2000)}`))
    })
  })

const stop = (child: ChildProcess) =>
  new Promise<void>((resolveStop) => {
    if (child.exitCode !== null) return resolveStop()
    child.once("exit", () => resolveStop())
    child.kill("SIGTERM")
    setTimeout(() => child.kill("SIGKILL"), 15_000).unref()
  })

/** A fresh database on the PostgreSQL server at TEST_DATABASE_URL (`--postgres`), dropped at the end. */
const createScratchDatabase = async (suffix: string) => {
  const admin = (statement: string) =>
    Effect.runPromise(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(statement)).pipe(
        Effect.provide(PgClient.layer({ url: Redacted.make(TEST_DATABASE_URL), maxConnections: 1 })),
        Effect.scoped,
        Effect.orDie
      )
    )
  const name = `exam_shop_bench_${process.pid}_${suffix}`
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(TEST_DATABASE_URL)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined) }
}

// ── The run ──────────────────────────────────────────────────────────────

interface Target {
  readonly label: string
  readonly request: LoadRequest
  readonly goal: number | undefined
  /** Sent as the signed-in demo learner: signed in afresh before the call's rounds (an access token lasts 5 minutes). */
  readonly signedIn?: true
}

/** Only 200s count: a run answered with anything else (an expired token's 401, say) measured something else. */
const allOk = (result: LoadResult) => Object.keys(result.statuses).every((status) => status === "200")

const format = (result: LoadResult) =>
  `${result.perSecond.toFixed(0).padStart(7)} req/s, p99 ${result.p99Ms.toFixed(1).padStart(6)} ms` +
  (result.errors > 0 || !allOk(result) ? ` (NOT all 200: ${JSON.stringify(result.statuses)})` : "")

interface RealServer {
  readonly port: number
  /** Signs the demo learner in, as the browser is: the token in the header and in the `token` cookie, the session in the `sid` cookie. */
  readonly signIn: () => Promise<Record<string, string>>
}

/** Starts `node server/main.ts` of `serverDir` (as `npm start` runs it) on its own data and signs the demo learner in. */
const startRealServer = async (
  serverDir: string,
  what: string,
  postgres: boolean,
  children: Array<ChildProcess>,
  cleanups: Array<() => Promise<void>>
): Promise<RealServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-hot-reads-"))
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
  const scratch = postgres ? await createScratchDatabase(String(children.length)) : undefined
  if (scratch !== undefined) cleanups.push(scratch.drop)
  const port = await freePort()
  const server = spawn(process.execPath, [join(serverDir, "server/main.ts")], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      NODE_ENV: "production",
      DEMO_LEARNER_PASSWORD: DEMO_PASSWORD,
      ...(scratch === undefined ? {} : { DATABASE_URL: scratch.url })
    },
    stdio: ["ignore", "pipe", "pipe"]
  })
  children.push(server)
  await waitForLine(server, /serving on http:\/\/localhost:\d+/, what)
  // Its request log goes on being written; read and drop it.
  server.stdout?.resume()
  server.stderr?.resume()
  const signIn = async () => {
    const login = await fetch(`http://127.0.0.1:${port}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD })
    })
    if (login.status !== 200) throw new Error(`Signing in the demo learner on ${what} answered ${login.status}: ${await login.text()}`)
    const { token } = (await login.json()) as { token: string }
    const sidCookie = login.headers.getSetCookie().find((cookie) => cookie.startsWith("sid="))
    if (sidCookie === undefined) throw new Error(`Signing in on ${what} set no sid cookie`)
    const sid = sidCookie.slice(4, sidCookie.indexOf(";"))
    return { ...BROWSER_HEADERS, "x-access-token": token, cookie: `token=${token}; sid=${sid}` }
  }
  return { port, signIn }
}

const main = async () => {
  const seconds = argument("seconds", 4)
  const warmupSeconds = argument("warmup", 2)
  const connections = argument("connections", 50)
  const rounds = argument("rounds", 3)
  const postgres = process.argv.includes("--postgres")
  const serverDir = resolve(textArgument("server-dir") ?? process.cwd())
  const beforeArgument = textArgument("before-dir")
  const beforeDir = beforeArgument === undefined ? undefined : resolve(beforeArgument)
  const cannedDir = mkdtempSync(join(tmpdir(), "bench-hot-reads-bare-"))
  const children: Array<ChildProcess> = []
  const cleanups: Array<() => Promise<void>> = [async () => rmSync(cannedDir, { recursive: true, force: true })]
  try {
    const real = await startRealServer(serverDir, "The real server", postgres, children, cleanups)
    const port = real.port
    const before = beforeDir === undefined ? undefined : await startRealServer(beforeDir, "The server before", postgres, children, cleanups)

    const only = textArgument("only")
    const allTargets: ReadonlyArray<Target> = [
      { label: "menu", request: { method: "GET", path: `${API}/public/get/menu`, headers: BROWSER_HEADERS }, goal: 0.5 },
      { label: "footer", request: { method: "GET", path: `${API}/pages/footer/getAll`, headers: BROWSER_HEADERS }, goal: 0.5 },
      { label: "home", request: { method: "GET", path: `${API}/public/home`, headers: BROWSER_HEADERS }, goal: undefined },
      { label: "token refresh", request: { method: "GET", path: `${API}/profile/tokenRefresh` }, goal: 0.3, signedIn: true }
    ]
    const targets = only === undefined ? allTargets : allTargets.filter((target) => target.label === only)
    if (targets.length === 0) throw new Error(`--only names no call: ${allTargets.map((target) => target.label).join(", ")}`)

    // What the real server answers, byte for byte, becomes the bare server's
    // answer: its steady answer, asked twice with a pause (a server that
    // keeps answers may compress them after the first).
    const canned: Record<string, CannedAnswer> = {}
    for (const target of targets) {
      const { label } = target
      const request = target.signedIn ? { ...target.request, headers: await real.signIn() } : target.request
      await rawAnswer(port, request)
      await new Promise((resolveWait) => setTimeout(resolveWait, 1000))
      const answer = await rawAnswer(port, request)
      if (answer.status !== 200) throw new Error(`${label} answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`)
      const headers: Record<string, string> = { "content-type": String(answer.headers["content-type"] ?? "application/json") }
      const encoding = answer.headers["content-encoding"]
      if (encoding !== undefined) headers["content-encoding"] = encoding
      const body = answer.body
      canned[`${request.method} ${request.path}`] = { status: 200, headers, bodyBase64: body.toString("base64") }
      console.log(`${label}: ${body.length} bytes${encoding === undefined ? "" : ` (${encoding})`}`)
    }
    const cannedFile = join(cannedDir, "bare-answers.json")
    writeFileSync(cannedFile, JSON.stringify(canned))
    const bare = spawn(process.execPath, [new URL(import.meta.url).pathname, "--bare", cannedFile], { stdio: ["ignore", "pipe", "inherit"] })
    children.push(bare)
    const barePort = Number((await waitForLine(bare, /bare listening (\d+)/, "The bare server"))[1])

    console.log(
      `\nHot reads on ${postgres ? "PostgreSQL" : "PGlite"} (${serverDir === process.cwd() ? "this checkout" : serverDir}` +
        `${beforeDir === undefined ? "" : `; before: ${beforeDir}`}): ` +
        `${connections} keep-alive connections, ${warmupSeconds} s warm-up then ${seconds} s each, ` +
        `${rounds} rounds alternating server${beforeDir === undefined ? "" : ", before"} and bare, median round of each`
    )
    // Rounds alternate server and bare, and the median round of each is
    // compared: on a shared machine one round can fall on a burst of other
    // work, and alternating keeps both sides exposed to the same bursts.
    const median = (results: Array<LoadResult>) => results.toSorted((a, b) => a.perSecond - b.perSecond)[Math.floor(results.length / 2)]!
    for (const target of targets) {
      const { label, goal } = target
      // Each server signs its own learner in, just before the call's rounds.
      const request = target.signedIn ? { ...target.request, headers: await real.signIn() } : target.request
      const beforeRequest = target.signedIn && before !== undefined ? { ...target.request, headers: await before.signIn() } : target.request
      const options = { connections, seconds, warmupSeconds }
      const reals: Array<LoadResult> = []
      const befores: Array<LoadResult> = []
      const plains: Array<LoadResult> = []
      for (let round = 0; round < rounds; round++) {
        // This server and the one before take turns going first.
        const loadBefore = async () => {
          if (before !== undefined) befores.push(await runLoad({ ...options, request: beforeRequest, port: before.port }))
        }
        if (round % 2 === 1) await loadBefore()
        reals.push(await runLoad({ ...options, request, port }))
        if (round % 2 === 0) await loadBefore()
        plains.push(await runLoad({ ...options, request, port: barePort }))
      }
      const now = median(reals)
      const plain = median(plains)
      const verdict = (result: LoadResult) => {
        const ratio = result.perSecond / plain.perSecond
        const met = goal === undefined ? "" : ` (target ≥ ${goal}×: ${ratio >= goal && allOk(result) ? "met" : "NOT met"})`
        return `ratio ${ratio.toFixed(2)}×${met}`
      }
      if (before !== undefined) {
        const was = median(befores)
        console.log(`${`${label} before`.padEnd(21)} server ${format(was)} | bare ${format(plain)} | ${verdict(was)}`)
      }
      console.log(`${label.padEnd(before === undefined ? 14 : 21)} server ${format(now)} | bare ${format(plain)} | ${verdict(now)}`)
    }
  } finally {
    for (const child of children) await stop(child)
    for (const cleanup of cleanups) await cleanup()
  }
}

/** One answer as it came over the wire: status, headers and the undecoded body. */
const rawAnswer = (port: number, request: LoadRequest) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolveAnswer, reject) => {
    const outgoing = sendRequest({ host: "127.0.0.1", port, method: request.method, path: request.path, headers: request.headers }, (incoming) => {
      const chunks: Array<Buffer> = []
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk))
      incoming.on("end", () => resolveAnswer({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }))
      incoming.on("error", reject)
    })
    outgoing.on("error", reject)
    outgoing.end(request.body)
  })

const bareFile = textArgument("bare")
if (bareFile !== undefined) await runBareServer(bareFile)
else await main()
