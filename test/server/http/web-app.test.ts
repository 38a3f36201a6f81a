/**
 * The built app's files (web-app.ts) with the build's compressed copies
 * (scripts/compress-dist.ts): a folder built here, compressed by the same
 * function `npm run build` runs, then served through the real route. The
 * copy the Accept-Encoding takes is sent, decoding to the file's very bytes,
 * with the file's own type; hashed assets are immutable, the rest no-cache
 * with an ETag answered 304; client routes fall back to index.html, also
 * compressed.
 */
import { NodeHttpServer } from "@effect/platform-node"
import { Context, Effect, Exit, Layer, Option, Scope } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { createServer, request as sendRequest } from "node:http"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { compressFolder } from "../../../scripts/compress-dist.ts"
import { Settings } from "../../../server/platform/config.ts"
import { BuiltRenderer } from "../../../server/platform/render/rendered-pages.ts"
import { WebAppRoute } from "../../../server/platform/http/web-app.ts"

const root = mkdtempSync(join(tmpdir(), "web-app-"))
const script = `console.log(${JSON.stringify("practice ".repeat(400))})\n`
const html = `<!doctype html><html><head><title>Exam shop</title></head><body><div id="root"></div>${"<!-- padding -->".repeat(100)}</body></html>`

let port = 0
let scope: Scope.Closeable

/** A raw GET (fetch would decode the body): status, headers and the bytes as sent. */
const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Headers; bytes: Buffer }>((resolve, reject) => {
    const outgoing = sendRequest({ host: "127.0.0.1", port, path, headers }, (incoming) => {
      const chunks: Array<Buffer> = []
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk))
      incoming.on("error", reject)
      incoming.on("end", () => {
        const answerHeaders = new Headers()
        for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === "string") answerHeaders.set(name, value)
        resolve({ status: incoming.statusCode ?? 0, headers: answerHeaders, bytes: Buffer.concat(chunks) })
      })
    })
    outgoing.on("error", reject)
    outgoing.end()
  })

const decode = (answer: Awaited<ReturnType<typeof get>>) =>
  answer.headers.get("content-encoding") === "br"
    ? brotliDecompressSync(answer.bytes)
    : answer.headers.get("content-encoding") === "gzip"
      ? gunzipSync(answer.bytes)
      : answer.bytes

beforeAll(async () => {
  mkdirSync(join(root, "assets"))
  writeFileSync(join(root, "assets", "app-abc123.js"), script)
  writeFileSync(join(root, "assets", "app-abc123.js.map"), JSON.stringify({ mappings: "A".repeat(4000) }))
  writeFileSync(join(root, "assets", "tiny-1.css"), "body{margin:0}")
  writeFileSync(join(root, "index.html"), html)
  compressFolder(root)
  const settings = Layer.succeed(
    Settings,
    Settings.of({
      port: 0,
      dataDir: ":memory:",
      databaseUrl: Option.none(),
      webRoot: root,
      nodeEnv: "test",
      seedDemo: false
    })
  )
  const served = HttpRouter.serve(WebAppRoute, { disableLogger: true, disableListenLog: true }).pipe(
    Layer.provideMerge(NodeHttpServer.layer(() => createServer(), { port: 0 })),
    // No dist-server/ next to this folder: every page is the browser app's.
    Layer.provide(BuiltRenderer.layer),
    Layer.provide(settings)
  )
  scope = await Effect.runPromise(Scope.make())
  const context = await Effect.runPromise(Layer.buildWithScope(served, scope))
  const address = Context.get(context, HttpServer.HttpServer).address
  if (address._tag === "UnixPathAddress") throw new Error("expected a TCP address")
  port = address.port
})

afterAll(async () => {
  await Effect.runPromise(Scope.close(scope, Exit.void))
  rmSync(root, { recursive: true, force: true })
})

describe("the build's compressed copies", () => {
  it("are written for files that compress, decoding to the same bytes; not for source maps or small files", () => {
    const file = join(root, "assets", "app-abc123.js")
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script)
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script)
    expect(existsSync(join(root, "index.html.br"))).toBe(true)
    expect(existsSync(join(root, "assets", "app-abc123.js.map.br"))).toBe(false)
    expect(existsSync(join(root, "assets", "tiny-1.css.br"))).toBe(false)
  })

  it("replace an earlier build's copies instead of keeping stale ones", () => {
    writeFileSync(join(root, "assets", "gone-1.js.br"), "stale")
    compressFolder(root)
    expect(existsSync(join(root, "assets", "gone-1.js.br"))).toBe(false)
  })
})

describe("serving the built app", () => {
  it("sends the brotli copy of a hashed asset, immutable, with JavaScript's type", async () => {
    const plain = await get("/assets/app-abc123.js")
    const sent = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br" })
    expect(sent.status).toBe(200)
    expect(sent.headers.get("content-encoding")).toBe("br")
    expect(sent.headers.get("content-type")).toBe(plain.headers.get("content-type"))
    expect(sent.headers.get("content-type")).toMatch(/javascript/)
    expect(sent.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    expect(sent.headers.get("vary")).toBe("Accept-Encoding")
    expect(decode(sent).toString()).toBe(script)
    expect(sent.bytes.length).toBeLessThan(script.length / 5)
  })

  it("sends gzip when brotli is refused, the file itself when nothing is taken", async () => {
    const gzip = await get("/assets/app-abc123.js", { "accept-encoding": "br;q=0, gzip" })
    expect(gzip.headers.get("content-encoding")).toBe("gzip")
    expect(decode(gzip).toString()).toBe(script)
    const identity = await get("/assets/app-abc123.js", { "accept-encoding": "identity" })
    expect(identity.headers.get("content-encoding")).toBeNull()
    expect(identity.bytes.toString()).toBe(script)
  })

  it("sends a file without copies as it is", async () => {
    const sent = await get("/assets/tiny-1.css", { "accept-encoding": "br, gzip" })
    expect(sent.headers.get("content-encoding")).toBeNull()
    expect(sent.bytes.toString()).toBe("body{margin:0}")
  })

  it("serves index.html for a client route, compressed, no-cache, and answers 304 to its ETag", async () => {
    const sent = await get("/exam-overview/some-exam/123", { "accept-encoding": "br" })
    expect(sent.status).toBe(200)
    expect(sent.headers.get("content-encoding")).toBe("br")
    expect(sent.headers.get("content-type")).toMatch(/text\/html/)
    expect(sent.headers.get("cache-control")).toBe("no-cache")
    expect(decode(sent).toString()).toBe(html)
    const tag = sent.headers.get("etag")!
    expect(tag).toMatch(/^W\/"/)
    const again = await get("/", { "accept-encoding": "br", "if-none-match": tag })
    expect(again.status).toBe(304)
    expect(again.bytes.length).toBe(0)
    // Another coding is another representation, with its own tag.
    const gzip = await get("/", { "accept-encoding": "gzip", "if-none-match": tag })
    expect(gzip.status).toBe(200)
    expect(gzip.headers.get("etag")).not.toBe(tag)
  })
})
