import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { Profile } from "../../../src/api/account/profile.ts"
import { IMAGE_FORMAT_MESSAGE, IMAGE_REQUIRED_MESSAGE, IMAGE_TOO_LARGE_MESSAGE } from "../../../src/domain/account/image-rules.ts"
import {
  type ChosenImage,
  type ImageSaved,
  imageProblem,
  isChangingImage,
  profileImageMachine,
  selectImageUrl,
  visibleImageError
} from "../../../src/machines/account/profile-image.machine.ts"
import { UNREACHABLE } from "../shared/fixtures.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"
import { NOT_AN_IMAGE, WITH_IMAGE } from "./profile-fixtures.ts"
import { MediaId } from "../../../src/api/shared/ids.ts"

const file = (name: string, size: number, type: string): ChosenImage => Object.assign(new Blob([new Uint8Array(size)], { type }), { name })

const PNG = file("me.png", 2048, "image/png")
const HUGE = file("huge.png", 1048577, "image/png")
const SAVED: ImageSaved = { message: "Your profile image has been updated.", profile: WITH_IMAGE }

// The file and the object URL are values the screen only passes along; what
// identifies a snapshot is where the regions are and what the learner sees.
const stableContext = (context: unknown) => {
  const { imageId, touched, error } = context as { imageId: string | null; touched: boolean; error: string | null }
  return { imageId, touched, error }
}

const events = [
  { type: "FILE_CHOSEN", file: PNG },
  { type: "FILE_CHOSEN", file: HUGE },
  { type: "xstate.done.actor.downloadImage", output: "blob:shop/1" },
  { type: "xstate.error.actor.downloadImage", error: UNREACHABLE },
  { type: "xstate.done.actor.uploadImage", output: "m2" },
  { type: "xstate.error.actor.uploadImage", error: NOT_AN_IMAGE },
  { type: "xstate.done.actor.updateImage", output: SAVED },
  { type: "xstate.error.actor.updateImage", error: UNREACHABLE }
] as const

// With and without a current image the picture region starts differently,
// so the graph is walked from both and the coverage is their union.
const withImage = computePathCoverage(profileImageMachine, { events, stableContext, input: { imageId: "m1" } })
const withoutImage = computePathCoverage(profileImageMachine, { events, stableContext, input: { imageId: null } })

describe("profileImageMachine path coverage", () => {
  it("reaches every state and takes every transition from the two starts", () => {
    const missingStates = withImage.states.missing.filter((s) => withoutImage.states.missing.includes(s))
    const missingTransitions = withImage.transitions.missing.filter((t) => withoutImage.transitions.missing.includes(t))
    const total = withImage.transitions.total
    expect(recordCoverage(withImage, withoutImage).line).toBe(
      `coverage profileImage: states ${withImage.states.total - missingStates.length}/${withImage.states.total}, ` +
        `transitions ${total - missingTransitions.length}/${total}`
    )
    expect(missingStates).toEqual([])
    expect(missingTransitions).toEqual([])
  })

  for (const [start, coverage, input] of [
    ["with an image", withImage, { imageId: "m1" }],
    ["without an image", withoutImage, { imageId: null }]
  ] as const) {
    it.each(coverage.paths.map((path) => [path.description, path] as const))(`replays (${start}) %s`, (_, path) => {
      expect(replayPath(profileImageMachine, path, { stableContext, input })).toEqual(path.expected)
    })
  }
})

describe("image rules (spec §5)", () => {
  it.each([
    ["no file", null, IMAGE_REQUIRED_MESSAGE],
    ["a GIF", file("a.gif", 10, "image/gif"), IMAGE_FORMAT_MESSAGE],
    ["a .png over 1 MB", HUGE, IMAGE_TOO_LARGE_MESSAGE],
    ["a .png whose type is text", file("notes.png", 10, "text/plain"), IMAGE_FORMAT_MESSAGE],
    ["exactly 1048576 bytes of JPEG", file("me.jpg", 1048576, "image/jpeg"), null],
    ["a PNG", PNG, null]
  ])("%s", (_, chosen, message) => {
    expect(imageProblem(chosen)).toBe(message)
  })
})

const start = (options: { readonly imageId: string | null; readonly upload?: () => Promise<MediaId>; readonly update?: () => Promise<ImageSaved> }) => {
  const uploads: Array<ChosenImage> = []
  const downloads: Array<string> = []
  const released = vi.fn<(url: string | null) => void>()
  const profileSaved = vi.fn<(profile: Profile) => void>()
  const notifySuccess = vi.fn<(message: string) => void>()
  const notifyFailure = vi.fn<(error: unknown) => void>()
  const actor = createActor(
    profileImageMachine.provide({
      actors: {
        downloadImage: fromPromise<string, { readonly imageId: string }>(async ({ input }) => {
          downloads.push(input.imageId)
          return `blob:shop/${input.imageId}`
        }),
        uploadImage: fromPromise<MediaId, { readonly file: ChosenImage }>(({ input }) => {
          uploads.push(input.file)
          return options.upload?.() ?? Promise.resolve(MediaId.make("m2"))
        }),
        updateImage: fromPromise<ImageSaved, { readonly mediaId: MediaId }>(() => options.update?.() ?? Promise.resolve(SAVED))
      },
      actions: {
        releaseImageUrl: (_, params) => released(params.url),
        profileSaved: (_, params) => profileSaved(params.profile),
        notifySuccess: (_, params) => notifySuccess(params.message),
        notifyFailure: (_, params) => notifyFailure(params.error)
      }
    }),
    { input: { imageId: options.imageId } }
  ).start()
  return { actor, uploads, downloads, released, profileSaved, notifySuccess, notifyFailure }
}

describe("profileImageMachine behaviour", () => {
  it("shows the current image from download-file, or the default avatar without one", async () => {
    const shown = start({ imageId: "m1" })
    const snapshot = await waitFor(shown.actor, (s) => s.matches({ picture: "shown" }))
    expect(shown.downloads).toEqual(["m1"])
    expect(selectImageUrl(snapshot)).toBe("blob:shop/m1")
    const none = start({ imageId: null })
    expect(none.actor.getSnapshot().matches({ picture: "missing" })).toBe(true)
    expect(none.downloads).toEqual([])
  })

  it("refuses an oversized file before sending anything, and shows why", () => {
    const { actor, uploads } = start({ imageId: null })
    actor.send({ type: "FILE_CHOSEN", file: HUGE })
    expect(uploads).toEqual([])
    expect(visibleImageError(actor.getSnapshot())).toBe(IMAGE_TOO_LARGE_MESSAGE)
    actor.send({ type: "FILE_CHOSEN", file: null })
    expect(visibleImageError(actor.getSnapshot())).toBe(IMAGE_REQUIRED_MESSAGE)
  })

  it("uploads, makes it the profile image, tells the session and shows the new image", async () => {
    const { actor, uploads, downloads, released, profileSaved, notifySuccess } = start({ imageId: "m1" })
    await waitFor(actor, (s) => s.matches({ picture: "shown" }))
    actor.send({ type: "FILE_CHOSEN", file: PNG })
    expect(isChangingImage(actor.getSnapshot())).toBe(true)
    const snapshot = await waitFor(actor, (s) => s.matches({ change: "idle", picture: "shown" }) && s.context.imageId === "m2")
    expect(uploads).toEqual([PNG])
    expect(downloads).toEqual(["m1", "m2"])
    expect(released).toHaveBeenCalledExactlyOnceWith("blob:shop/m1")
    expect(profileSaved).toHaveBeenCalledExactlyOnceWith(WITH_IMAGE)
    expect(notifySuccess).toHaveBeenCalledExactlyOnceWith(SAVED.message)
    expect(selectImageUrl(snapshot)).toBe("blob:shop/m2")
    expect(visibleImageError(snapshot)).toBeNull()
  })

  it("shows the server's message when it refuses the bytes, and changes nothing", async () => {
    const { actor, notifyFailure, profileSaved } = start({ imageId: null, upload: () => Promise.reject(NOT_AN_IMAGE) })
    actor.send({ type: "FILE_CHOSEN", file: PNG })
    const snapshot = await waitFor(actor, (s) => s.matches({ change: "idle" }))
    expect(notifyFailure).toHaveBeenCalledExactlyOnceWith(NOT_AN_IMAGE)
    expect(profileSaved).not.toHaveBeenCalled()
    expect(visibleImageError(snapshot)).toBe(NOT_AN_IMAGE.message)
    expect(snapshot.context.imageId).toBeNull()
  })

  it("reports a failed update through the shared handler", async () => {
    const { actor, notifyFailure } = start({ imageId: null, update: () => Promise.reject(UNREACHABLE) })
    actor.send({ type: "FILE_CHOSEN", file: PNG })
    await waitFor(actor, (s) => s.matches({ change: "idle" }) && notifyFailure.mock.calls.length > 0)
    expect(notifyFailure).toHaveBeenCalledExactlyOnceWith(UNREACHABLE)
    expect(actor.getSnapshot().matches({ picture: "missing" })).toBe(true)
  })
})
