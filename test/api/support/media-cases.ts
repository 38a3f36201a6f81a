/**
 * Uploading and reading images: judged by their bytes, limited to 1 MiB and
 * to IMAGE_MAX_PIXELS, stored as a re-encoded copy without metadata,
 * readable only by their owner, and served as images only.
 */
import { describe, expect, it } from "vitest"
import { BODY_TOO_LARGE_MESSAGE } from "../../../src/api/api.ts"
import { IMAGE_TOO_MANY_PIXELS_MESSAGE } from "../../../src/api/account/media.ts"
import { API, type SignedIn } from "./accounts-client.ts"
import { postDeclaringLength } from "./declared-body.ts"
import type { AccountsContext, CaseGroup } from "./accounts-suite.ts"
import { jpegFile, jpegMarkers, jpegOfSize, pixelBombPng, pixelsOf, pngChunkTypes, pngFile, pngOfSize, textChunk } from "./image-files.ts"

/** A real PNG of exactly `size` bytes (a small picture and a private chunk that fills the rest). */
export const imageBytes = (size: number): Uint8Array => new Uint8Array(pngOfSize(size))

const upload = (ctx: AccountsContext, learner: SignedIn, file: Uint8Array | undefined, name = "photo.png", type = "image/png", field = "coverImage") => {
  const form = new FormData()
  form.append("note", "kept apart")
  if (file !== undefined) form.append(field, new Blob([file as Uint8Array<ArrayBuffer>], { type }), name)
  return ctx.client.post<{ data: { data: { _id: string } }; message?: string }>(`${API}/media/upload`, form, { token: learner.token })
}

const mediaRows = (ctx: AccountsContext, userId: string) =>
  ctx.server.query<{ id: string; content_type: string; byte_size: number; storage_key: string }>(
    "SELECT id, content_type, byte_size, storage_key FROM media WHERE user_id = $1",
    [userId]
  )

export const mediaCases: CaseGroup = (context) =>
  describe("uploaded images", () => {
    it("stores a PNG under a generated name and gives it back to its owner as a byte array and a URL", async () => {
      const ctx = context()
      const learner = await ctx.client.newLearner("upload")
      const png = imageBytes(4096)
      const answer = await upload(ctx, learner, png, "../../etc/passwd.png")
      expect(answer.status).toBe(200)
      const id = answer.body.data.data._id
      const [row] = await mediaRows(ctx, learner.userId)
      expect(row).toMatchObject({ id, content_type: "image/png" })
      expect(row!.storage_key).toMatch(/^[0-9a-f-]{36}\.png$/)

      const download = await ctx.client.get<{ data: { Body: { data: Array<number> }; ContentType: string } }>(`${API}/media/download-file/${id}`, {
        token: learner.token
      })
      expect(download.status).toBe(200)
      expect(download.body.data.ContentType).toBe("image/png")
      // The stored copy: the same picture, re-encoded without the file's filler chunk.
      const stored = new Uint8Array(download.body.data.Body.data)
      expect(stored.length).toBe(row!.byte_size)
      expect(await pixelsOf(stored)).toEqual(await pixelsOf(png))
      expect(pngChunkTypes(stored)).not.toContain("prVt")

      const url = await ctx.client.get<{ data: { data: string } }>(`${API}/download/fileurl/${id}`, { token: learner.token })
      expect(url.status).toBe(200)
      expect(url.body.data.data).toMatch(new RegExp(`^${API}/download/file/${id}\\?expires=\\d+&signature=[\\w-]+$`))
      const file = await fetch(ctx.server.baseUrl + url.body.data.data)
      expect(file.status).toBe(200)
      expect(file.headers.get("content-type")).toBe("image/png")
      expect(file.headers.get("x-content-type-options")).toBe("nosniff")
      expect(file.headers.get("content-disposition")).toMatch(/^inline/)
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(stored)
    })

    it("accepts a JPEG and a PNG of exactly 1048576 bytes", async () => {
      const ctx = context()
      const learner = await ctx.client.newLearner("jpeg")
      const answer = await upload(ctx, learner, await jpegOfSize(1048576), "photo.jpg", "image/jpeg")
      expect(answer.status).toBe(200)
      expect((await upload(ctx, learner, imageBytes(1048576))).status).toBe(200)
      // Stored without the file's filler: a few hundred bytes each.
      const rows = await mediaRows(ctx, learner.userId)
      expect(rows.map((row) => row.content_type).sort()).toEqual(["image/jpeg", "image/png"])
      for (const row of rows) expect(row.byte_size).toBeLessThan(4096)
    })

    it("stores a PNG that is also an HTML page (a text chunk holding a script) without the chunk", async () => {
      const ctx = context()
      const learner = await ctx.client.newLearner("polyglot")
      const polyglot = pngFile(12, 8, { extraChunks: [textChunk("Comment", "<html><body><script>alert(document.domain)</script></body></html>")] })
      expect(pngChunkTypes(polyglot)).toContain("tEXt")
      const answer = await upload(ctx, learner, polyglot, "cat.png")
      expect(answer.status).toBe(200)
      const [stored] = await ctx.server.query<{ bytes: Uint8Array }>(
        "SELECT b.bytes FROM media m JOIN media_bytes b ON b.storage_key = m.storage_key WHERE m.id = $1",
        [answer.body.data.data._id]
      )
      const bytes = new Uint8Array(stored!.bytes)
      expect(pngChunkTypes(bytes)).not.toContain("tEXt")
      expect(Buffer.from(bytes).includes("<script>")).toBe(false)
      expect(await pixelsOf(bytes)).toEqual(await pixelsOf(polyglot))
    })

    it("stores a JPEG without its EXIF", async () => {
      const ctx = context()
      const learner = await ctx.client.newLearner("exif")
      const photo = await jpegFile(32, 24, { Make: "Secret Camera Co", Artist: "Ann Example", Copyright: "51.5072 N, 0.1276 W" })
      expect(jpegMarkers(photo)).toContain(0xe1)
      const answer = await upload(ctx, learner, photo, "holiday.jpg", "image/jpeg")
      expect(answer.status).toBe(200)
      const download = await ctx.client.get<{ data: { Body: { data: Array<number> } } }>(`${API}/media/download-file/${answer.body.data.data._id}`, {
        token: learner.token
      })
      const stored = new Uint8Array(download.body.data.Body.data)
      expect(jpegMarkers(stored)).not.toContain(0xe1)
      for (const text of ["Exif", "Secret Camera", "Ann Example", "51.5072"]) expect(Buffer.from(stored).includes(text)).toBe(false)
      expect(await pixelsOf(stored)).toMatchObject({ width: 32, height: 24 })
    })

    it("refuses a 60000 × 60000 pixel PNG (a small file) with a 400 and the limit's message, and stores nothing", async () => {
      const ctx = context()
      const learner = await ctx.client.newLearner("pixel-bomb")
      const bomb = pixelBombPng(60_000, 60_000)
      expect(bomb.length).toBeLessThan(2048)
      const answer = await upload(ctx, learner, bomb, "wide.png")
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(IMAGE_TOO_MANY_PIXELS_MESSAGE)
      expect(await mediaRows(ctx, learner.userId)).toEqual([])
      const [orphans] = await ctx.server.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM media_bytes b WHERE NOT EXISTS (SELECT 1 FROM media m WHERE m.storage_key = b.storage_key)"
      )
      expect(orphans!.n).toBe(0)
    })

    it.each([
      ["an image one byte over 1 MiB", imageBytes(1048577), "photo.png", "image/png", "The image is too large"],
      ["a 3 MiB image", imageBytes(3 * 1048576), "photo.png", "image/png", "The image is too large"],
      [
        "a text file named .png",
        new TextEncoder().encode("just some text, not an image"),
        "notes.png",
        "image/png",
        "Only the following formats are accepted: jpg, jpeg, png"
      ],
      [
        "an HTML page declared as a PNG",
        new TextEncoder().encode("<html><script>alert(1)</script></html>"),
        "x.png",
        "image/png",
        "Only the following formats are accepted: jpg, jpeg, png"
      ],
      ["a GIF", new TextEncoder().encode("GIF89a......"), "x.gif", "image/gif", "Only the following formats are accepted: jpg, jpeg, png"],
      [
        "a PNG signature followed by a script",
        new Uint8Array([...pngFile(1, 1).subarray(0, 8), ...new TextEncoder().encode("<script>alert(1)</script>")]),
        "x.png",
        "image/png",
        "Only the following formats are accepted: jpg, jpeg, png"
      ],
      ["an empty file", new Uint8Array(0), "empty.png", "image/png", "You need to attach image"],
      ["no file at all", undefined, "", "", "You need to attach image"]
    ])("refuses %s with a 400 and stores nothing", async (_label, file, name, type, message) => {
      const ctx = context()
      const learner = await ctx.client.sharedLearner("refused-uploads")
      const answer = await upload(ctx, learner, file, name, type)
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(message)
      expect(await mediaRows(ctx, learner.userId)).toEqual([])
    })

    it("refuses a body that is not multipart with a JSON 400", async () => {
      const ctx = context()
      const learner = await ctx.client.sharedLearner("refused-uploads")
      const answer = await ctx.client.post(`${API}/media/upload`, { coverImage: "iVBORw0KGgo=" }, { token: learner.token })
      expect(answer.status).toBe(400)
      expect(answer.headers.get("content-type")).toMatch(/application\/json/)
      expect(answer.body.message).toBe("The upload could not be read. Please attach the image again.")
      expect(await mediaRows(ctx, learner.userId)).toEqual([])
    })

    it("refuses a 30 MB upload unread: 413 with a message (over the largest file any call takes)", async () => {
      const ctx = context()
      const learner = await ctx.client.sharedLearner("refused-uploads")
      const answer = await postDeclaringLength(new URL(`${API}/media/upload`, ctx.server.baseUrl), 30 * 1048576, {
        "content-type": "multipart/form-data; boundary=x",
        "x-access-token": learner.token
      })
      expect(answer).toEqual({ status: 413, json: { message: BODY_TOO_LARGE_MESSAGE } })
      expect(await mediaRows(ctx, learner.userId)).toEqual([])
    })

    it("answers an image just over 1 MB with the spec's sentence", async () => {
      const ctx = context()
      const learner = await ctx.client.sharedLearner("refused-uploads")
      const answer = await upload(ctx, learner, imageBytes(1048577))
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe("The image is too large")
    })

    it("refuses a file sent under another field name", async () => {
      const ctx = context()
      const learner = await ctx.client.sharedLearner("refused-uploads")
      const answer = await upload(ctx, learner, imageBytes(256), "a.png", "image/png", "avatar")
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe("You need to attach image")
    })

    it("stores only accepted images' bytes, in the database (no bytes for a refused upload)", async () => {
      const ctx = context()
      const learner = await ctx.client.newLearner("stored")
      const accepted = await upload(ctx, learner, imageBytes(256))
      expect(accepted.status).toBe(200)
      expect((await upload(ctx, learner, imageBytes(1048577))).status).toBe(400)
      expect((await upload(ctx, learner, new TextEncoder().encode("text"))).status).toBe(400)
      const [row] = await mediaRows(ctx, learner.userId)
      const [bytes] = await ctx.server.query<{ byte_size: number }>("SELECT octet_length(bytes) AS byte_size FROM media_bytes WHERE storage_key = $1", [
        row!.storage_key
      ])
      // The re-encoded copy's size, as the image's row says.
      expect(bytes?.byte_size).toBe(row!.byte_size)
      expect(row!.id).toBe(accepted.body.data.data._id)
      // Every stored byte string belongs to an image row, and every image row has its bytes.
      const unmatched = await ctx.server.query(
        `SELECT storage_key FROM media_bytes b WHERE NOT EXISTS (SELECT 1 FROM media m WHERE m.storage_key = b.storage_key)
         UNION ALL SELECT storage_key FROM media m WHERE NOT EXISTS (SELECT 1 FROM media_bytes b WHERE b.storage_key = m.storage_key)`
      )
      expect(unmatched).toEqual([])
    })

    it("answers 404 for another learner's image on every call, and for an unknown id", async () => {
      const ctx = context()
      const owner = await ctx.client.newLearner("owner")
      const other = await ctx.client.newLearner("other")
      const id = (await upload(ctx, owner, imageBytes(256))).body.data.data._id
      for (const target of [id, "00000000-0000-0000-0000-000000000000", "not-an-id"]) {
        for (const path of [`${API}/media/download-file/${target}`, `${API}/download/fileurl/${target}`]) {
          const answer = await ctx.client.get(path, { token: other.token })
          expect(answer.status).toBe(404)
          expect(answer.body.message).toBe("This image was not found.")
        }
      }
      const image = await ctx.client.post(`${API}/profile/updateImage`, { imageId: id }, { token: other.token })
      expect(image.status).toBe(404)
      expect(image.body.message).toBe("This image was not found.")
      expect((await ctx.client.userRow(other.email))!.image_id).toBeNull()
    })

    it("sets the profile image to the learner's own upload; its path serves the bytes", async () => {
      const ctx = context()
      const learner = await ctx.client.newLearner("avatar")
      const png = imageBytes(512)
      const id = (await upload(ctx, learner, png)).body.data.data._id
      const [row] = await mediaRows(ctx, learner.userId)
      const answer = await ctx.client.post<{ message: string; data: { image: { _id: string; path: string } } }>(
        `${API}/profile/updateImage`,
        { imageId: id },
        { token: learner.token }
      )
      expect(answer.status).toBe(200)
      expect(answer.body.message).toBe("Your profile image has been updated.")
      expect(answer.body.data.image._id).toBe(id)
      expect((await ctx.client.userRow(learner.email))!.image_id).toBe(id)
      const file = await fetch(ctx.server.baseUrl + answer.body.data.image.path)
      const served = new Uint8Array(await file.arrayBuffer())
      expect(served.length).toBe(row!.byte_size)
      expect(await pixelsOf(served)).toEqual(await pixelsOf(png))
      const me = await ctx.client.get<{ data: { image: { _id: string } } }>(`${API}/profile/myProfile`, { token: learner.token })
      expect(me.body.data.image._id).toBe(id)
    })

    it("refuses a signed URL that was tampered with or has expired", async () => {
      const ctx = context()
      const learner = await ctx.client.newLearner("signed")
      const id = (await upload(ctx, learner, imageBytes(128))).body.data.data._id
      const other = (await upload(ctx, learner, imageBytes(128))).body.data.data._id
      const url = (await ctx.client.get<{ data: { data: string } }>(`${API}/download/fileurl/${id}`, { token: learner.token })).body.data.data
      const query = url.slice(url.indexOf("?"))
      const params = new URLSearchParams(query)
      for (const bad of [
        `${API}/download/file/${other}${query}`,
        `${API}/download/file/${id}?expires=${Number(params.get("expires")) + 3600}&signature=${params.get("signature")}`,
        `${API}/download/file/${id}?expires=1000&signature=${params.get("signature")}`,
        `${API}/download/file/${id}?expires=${params.get("expires")}&signature=AAAA`
      ]) {
        const answer = await fetch(ctx.server.baseUrl + bad)
        expect(answer.status).toBe(404)
        expect(answer.headers.get("content-type")).toMatch(/application\/json/)
      }
    })

    it("needs a token to upload", async () => {
      const ctx = context()
      const form = new FormData()
      form.append("coverImage", new Blob([imageBytes(256) as Uint8Array<ArrayBuffer>], { type: "image/png" }), "a.png")
      const answer = await ctx.client.post(`${API}/media/upload`, form)
      expect(answer.status).toBe(401)
      expect(answer.body.message).toBe("Please sign in to continue.")
    })
  })
