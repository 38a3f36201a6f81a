/**
 * Where the images' bytes are kept (MEDIA_STORE), on the embedded
 * database: the folder store writes DATA_DIR/media and nothing into the
 * table; the database store (the default) finds the images a folder store
 * kept before, since it copies them into the table at start, and stores new
 * ones in the table only. The database store's answers are the media suite's
 * (accounts-*.test.ts) on both databases; two servers sharing it are
 * test/api/two-servers.test.ts.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { accountsClient, API, type SignedIn } from "./support/accounts-client.ts"
import { pixelsOf } from "./support/image-files.ts"
import { imageBytes } from "./support/media-cases.ts"
import { startTestServer, type TestServer } from "./support/test-server.ts"

const upload = async (server: TestServer, learner: SignedIn, bytes: Uint8Array) => {
  const form = new FormData()
  form.append("coverImage", new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "image/png" }), "photo.png")
  const answer = await accountsClient(server).post<{ data: { data: { _id: string } } }>(`${API}/media/upload`, form, { token: learner.token })
  expect(answer.status).toBe(200)
  return answer.body.data.data._id
}

const download = async (server: TestServer, learner: SignedIn, id: string) => {
  const answer = await accountsClient(server).get<{ data: { Body: { data: Array<number> } } }>(`${API}/media/download-file/${id}`, { token: learner.token })
  expect(answer.status).toBe(200)
  return new Uint8Array(answer.body.data.Body.data)
}

describe("media stores on embedded PGlite", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "exam-shop-media-store-"))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  const folder = join(dataDir, "media")
  const first = imageBytes(2048)
  let learner: SignedIn
  let firstId: string
  let firstStored: Uint8Array

  it("MEDIA_STORE=folder keeps the bytes in DATA_DIR/media and none in the table", async () => {
    const server = await startTestServer({ kind: "pglite", dataDir }, { mediaStore: "folder", seedDemo: false })
    try {
      learner = await accountsClient(server).newLearner("folder-store")
      firstId = await upload(server, learner, first)
      const [row] = await server.query<{ storage_key: string }>("SELECT storage_key FROM media WHERE id = $1", [firstId])
      expect(readdirSync(folder)).toEqual([row!.storage_key])
      expect(await server.query("SELECT storage_key FROM media_bytes")).toEqual([])
      firstStored = await download(server, learner, firstId)
      // The stored copy is the picture re-encoded: the same pixels, and the file on disk.
      expect(await pixelsOf(firstStored)).toEqual(await pixelsOf(first))
      expect(new Uint8Array(readFileSync(join(folder, row!.storage_key)))).toEqual(firstStored)
    } finally {
      await server.close()
    }
  }, 120_000)

  it("the database store (the default) copies the folder's images in at start and keeps new ones in the table only", async () => {
    const server = await startTestServer({ kind: "pglite", dataDir }, { seedDemo: false })
    try {
      expect(await download(server, learner, firstId)).toEqual(firstStored)
      const [copied] = await server.query<{ bytes: number }>("SELECT count(*)::int AS bytes FROM media_bytes")
      expect(copied?.bytes).toBe(1)
      const second = imageBytes(3000)
      const secondId = await upload(server, learner, second)
      const [secondRow] = await server.query<{ bytes: Uint8Array }>(
        "SELECT b.bytes FROM media m JOIN media_bytes b ON b.storage_key = m.storage_key WHERE m.id = $1",
        [secondId]
      )
      expect(await download(server, learner, secondId)).toEqual(new Uint8Array(secondRow!.bytes))
      expect(await pixelsOf(new Uint8Array(secondRow!.bytes))).toEqual(await pixelsOf(second))
      // The folder is left as it was: only the first image's file.
      expect(readdirSync(folder)).toHaveLength(1)
      expect(existsSync(join(folder, "pglite"))).toBe(false)
    } finally {
      await server.close()
    }
    // A second start copies nothing twice.
    const again = await startTestServer({ kind: "pglite", dataDir }, { seedDemo: false })
    try {
      expect(await again.query("SELECT storage_key FROM media_bytes")).toHaveLength(2)
    } finally {
      await again.close()
    }
  }, 120_000)
})
