import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import type { Profile } from "../../../src/api/account/profile.ts"
import { ACCESS_TOKEN_HEADER, type ApiClient, makeApiClientLayer } from "../../../src/services/shared/api-client.ts"
import {
  changePassword,
  downloadImage,
  myProfile,
  notificationsPage,
  updateImage,
  updateProfile,
  uploadImage
} from "../../../src/services/account/profile-calls.ts"
import { json } from "../shared/fake-fetch.ts"
import { MediaId, UserId } from "../../../src/api/shared/ids.ts"

const BASE = "http://shop.test"
const API = `${BASE}/api/v1/u`

const PROFILE: Profile = {
  _id: UserId.make("u1"),
  name: "Dana Demo",
  email: "demo@examready.example",
  phone: "(512) 555-0199",
  isPhoneVerified: true,
  image: null,
  role: "learner"
}

interface Seen {
  readonly url: string
  readonly method: string
  readonly headers: Headers
  readonly body: BodyInit | null | undefined
}

// The shared fake reads string bodies only; uploads send FormData, kept here as sent.
const setup = (answer: (request: Seen) => Response) => {
  const seen: Array<Seen> = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = { url: String(input), method: init?.method ?? "GET", headers: new Headers(init?.headers), body: init?.body }
    seen.push(request)
    return answer(request)
  }
  const layer = makeApiClientLayer(BASE, { fetch: fetch as typeof globalThis.fetch, readToken: () => "tok" })
  const run = <A, E>(effect: Effect.Effect<A, E, ApiClient>) => Effect.runPromise(Effect.result(Effect.provide(effect, layer)))
  return { seen, run }
}

const bodyJson = (request: Seen | undefined): unknown => JSON.parse(String(request?.body))

describe("profile calls", () => {
  it("reads the profile with the token header", async () => {
    const { seen, run } = setup(() => json(200, { data: PROFILE }))
    expect(await run(myProfile)).toMatchObject({ _tag: "Success", success: PROFILE })
    expect(seen[0]!.url).toBe(`${API}/profile/myProfile`)
    expect(seen[0]!.headers.get(ACCESS_TOKEN_HEADER)).toBe("tok")
  })

  it("saves name and phone and returns the message with the new profile", async () => {
    const { seen, run } = setup(() => json(200, { message: "Your profile has been updated.", data: PROFILE }))
    const result = await run(updateProfile({ name: "Dana Demo", phone: "(512) 555-0199" }))
    expect(result).toMatchObject({ _tag: "Success", success: { message: "Your profile has been updated.", profile: PROFILE } })
    expect(seen[0]!.method).toBe("POST")
    expect(seen[0]!.url).toBe(`${API}/profile/update`)
    expect(bodyJson(seen[0])).toEqual({ name: "Dana Demo", phone: "(512) 555-0199" })
  })

  it("turns a 400 into an ApiFailure with the server's message and field issues", async () => {
    const message = "Please enter a valid US phone number, e.g. (512) 555-0199."
    const { run } = setup(() => json(400, { _tag: "Invalid", message, issues: [{ path: "phone", message }] }))
    const result = await run(updateProfile({ name: "Dana", phone: "12" }))
    expect(result).toMatchObject({
      _tag: "Failure",
      failure: { _tag: "ApiFailure", reason: "Invalid", status: 400, message, issues: [{ path: "phone", message }] }
    })
  })

  it("changes the password and returns the message", async () => {
    const { seen, run } = setup(() => json(200, { message: "Your password has been changed." }))
    const change = { oldPassword: "old-password", newPassword: "new-password", confirmPassword: "new-password" }
    expect(await run(changePassword(change))).toMatchObject({ _tag: "Success", success: "Your password has been changed." })
    expect(seen[0]!.url).toBe(`${API}/profile/changePassword`)
    expect(bodyJson(seen[0])).toEqual(change)
  })

  it("uploads the file as multipart in coverImage and returns data.data._id", async () => {
    const { seen, run } = setup(() => json(200, { data: { data: { _id: "m1" } } }))
    const file = Object.assign(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" }), { name: "me.png" })
    expect(await run(uploadImage(file))).toMatchObject({ _tag: "Success", success: "m1" })
    expect(seen[0]!.method).toBe("POST")
    expect(seen[0]!.url).toBe(`${API}/media/upload`)
    const form = seen[0]!.body
    expect(form).toBeInstanceOf(FormData)
    const sent = (form as FormData).get("coverImage")
    expect(sent).toBeInstanceOf(Blob)
    expect((sent as File).name).toBe("me.png")
    expect(new Uint8Array(await (sent as Blob).arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))
    // The browser sets the multipart boundary itself; a JSON content type would break it.
    expect(seen[0]!.headers.get("content-type")).toBeNull()
  })

  it("makes the uploaded image the profile image", async () => {
    const { seen, run } = setup(() => json(200, { message: "Your profile image has been updated.", data: PROFILE }))
    expect(await run(updateImage(MediaId.make("m1")))).toMatchObject({ _tag: "Success", success: { profile: PROFILE } })
    expect(seen[0]!.url).toBe(`${API}/profile/updateImage`)
    expect(bodyJson(seen[0])).toEqual({ imageId: "m1" })
  })

  it("turns data.Body.data into an object URL of a PNG", async () => {
    const bytes = [0x89, 0x50, 0x4e, 0x47, 1, 2, 3]
    const { seen, run } = setup(() => json(200, { data: { Body: { data: bytes }, ContentType: "image/jpeg" } }))
    const result = await run(downloadImage("m1"))
    expect(seen[0]!.url).toBe(`${API}/media/download-file/m1`)
    expect(result._tag).toBe("Success")
    const url = (result as { success: string }).success
    expect(url).toMatch(/^blob:/)
    const blob = await (await fetch(url)).blob()
    expect(blob.type).toBe("image/png")
    expect(Array.from(new Uint8Array(await blob.arrayBuffer()))).toEqual(bytes)
    URL.revokeObjectURL(url)
  })

  it("fails a missing image with the server's 404 message", async () => {
    const { run } = setup(() => json(404, { _tag: "NotFound", message: "This image was not found." }))
    expect(await run(downloadImage("nope"))).toMatchObject({
      _tag: "Failure",
      failure: { reason: "NotFound", message: "This image was not found." }
    })
  })

  it("asks for a page of notifications and returns the result", async () => {
    const page = { docs: [], total: 0, page: 2, perPage: 20 }
    const { seen, run } = setup(() => json(200, { result: page }))
    expect(await run(notificationsPage(2, 20))).toMatchObject({ _tag: "Success", success: page })
    expect(seen[0]!.url).toBe(`${API}/notifications/pagin`)
    expect(bodyJson(seen[0])).toEqual({ page: 2, perPage: 20 })
  })
})
