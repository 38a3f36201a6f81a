/**
 * The profile image on My Profile (spec §2, §3 "Upload", §5 image rules, §7).
 *
 * Two regions side by side:
 *   picture: loading (GET /media/download-file/{id}, shown as a PNG) ─▶ shown | missing
 *            (without an image, loading passes straight on to missing: the default avatar)
 *   change:  idle ─ FILE_CHOSEN (valid) ─▶ uploading (POST /media/upload) ─▶ updating (POST
 *            /profile/updateImage) ─▶ idle, and the picture reloads the new image
 *
 * A file is checked before anything is sent: the spec's rules (required, jpg/
 * jpeg/png, at most 1 MB) and its separate type check on the MIME type. A
 * refused file shows its message under the field and changes nothing. A
 * failed call goes to the shared handler; a 400 (the server judges the bytes,
 * e.g. a text file named .png) also shows its message under the field.
 */
import type { MediaId } from "../../api/shared/ids.ts"
import type { Profile } from "../../api/account/profile.ts"
import { IMAGE_FORMAT_MESSAGE, passesTypeCheck, validateImage } from "../../domain/account/image-rules.ts"
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"

/** A file as the browser's file input gives it. */
export type ChosenImage = Blob & { readonly name: string }

export interface ProfileImageInput {
  /** The media id of the current profile image, or null for the default avatar. */
  readonly imageId: string | null
}

export interface ProfileImageContext {
  readonly imageId: string | null
  /** An object URL of the current image as a PNG, while shown. */
  readonly imageUrl: string | null
  readonly file: ChosenImage | null
  readonly mediaId: MediaId | null
  readonly touched: boolean
  readonly error: string | null
}

export type ProfileImageEvent = { readonly type: "FILE_CHOSEN"; readonly file: ChosenImage | null }

export interface ImageSaved {
  readonly message: string
  readonly profile: Profile
}

interface FailureLike {
  readonly reason?: string
  readonly message?: string
}

/** The first rule the file breaks (spec §5), or null when it may be sent. */
export const imageProblem = (file: ChosenImage | null): string | null =>
  validateImage(file) ?? (passesTypeCheck(file?.type ?? "") ? null : IMAGE_FORMAT_MESSAGE)

const invalidMessage = (error: unknown): string | null => {
  const failure = error as FailureLike | null
  return failure?.reason === "Invalid" && typeof failure.message === "string" ? failure.message : null
}

export const profileImageMachine = setup({
  types: {
    context: {} as ProfileImageContext,
    events: {} as ProfileImageEvent,
    input: {} as ProfileImageInput
  },
  actors: {
    /** Resolves with an object URL of the image as a PNG. */
    downloadImage: fromPromise<string, { readonly imageId: string }>(async () => {
      throw new Error("provide downloadImage")
    }),
    /** Resolves with the new media id (data.data._id). */
    uploadImage: fromPromise<MediaId, { readonly file: ChosenImage }>(async () => {
      throw new Error("provide uploadImage")
    }),
    updateImage: fromPromise<ImageSaved, { readonly mediaId: MediaId }>(async () => {
      throw new Error("provide updateImage")
    })
  },
  actions: {
    showImage: assign((_, params: { readonly url: string }) => ({ imageUrl: params.url })),
    /** Revokes the object URL (URL.revokeObjectURL), so replaced images free their memory. */
    releaseImageUrl: (_, _params: { readonly url: string | null }) => {},
    forgetImageUrl: assign(() => ({ imageUrl: null })),
    acceptFile: assign((_, params: { readonly file: ChosenImage | null }) => ({ file: params.file, touched: true, error: null })),
    refuseFile: assign((_, params: { readonly file: ChosenImage | null }) => ({
      file: null,
      touched: true,
      error: imageProblem(params.file)
    })),
    rememberMedia: assign((_, params: { readonly mediaId: MediaId }) => ({ mediaId: params.mediaId })),
    showServerMessage: assign((_, params: { readonly error: unknown }) => ({ error: invalidMessage(params.error) })),
    useNewImage: assign((_, params: { readonly profile: Profile }) => ({
      imageId: params.profile.image?._id ?? null,
      file: null,
      mediaId: null
    })),
    forgetFile: assign(() => ({ file: null, mediaId: null })),
    profileSaved: (_, _params: { readonly profile: Profile }) => {},
    notifySuccess: (_, _params: { readonly message: string }) => {},
    notifyFailure: (_, _params: { readonly error: unknown }) => {}
  },
  guards: {
    hasNoImage: ({ context }) => context.imageId === null,
    isAcceptable: (_, params: { readonly file: ChosenImage | null }) => imageProblem(params.file) === null
  }
}).createMachine({
  id: "profileImage",
  type: "parallel",
  context: ({ input }) => ({
    imageId: input.imageId,
    imageUrl: null,
    file: null,
    mediaId: null,
    touched: false,
    error: null
  }),
  states: {
    picture: {
      initial: "loading",
      states: {
        loading: {
          // Decided before the download starts: an actor leaving its state in
          // the same step it entered is never started.
          always: { guard: "hasNoImage", target: "missing" },
          invoke: {
            id: "downloadImage",
            src: "downloadImage",
            input: ({ context }) => ({ imageId: context.imageId! }),
            onDone: { target: "shown", actions: { type: "showImage", params: ({ event }) => ({ url: event.output }) } },
            // The default avatar stands in; the learner is told why.
            onError: { target: "missing", actions: { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) } }
          }
        },
        shown: {
          exit: [{ type: "releaseImageUrl", params: ({ context }) => ({ url: context.imageUrl }) }, "forgetImageUrl"]
        },
        missing: {}
      }
    },
    change: {
      initial: "idle",
      states: {
        idle: {
          on: {
            FILE_CHOSEN: [
              {
                guard: { type: "isAcceptable", params: ({ event }) => ({ file: event.file }) },
                target: "uploading",
                actions: { type: "acceptFile", params: ({ event }) => ({ file: event.file }) }
              },
              { actions: { type: "refuseFile", params: ({ event }) => ({ file: event.file }) } }
            ]
          }
        },
        uploading: {
          invoke: {
            id: "uploadImage",
            src: "uploadImage",
            input: ({ context }) => ({ file: context.file! }),
            onDone: {
              target: "updating",
              actions: { type: "rememberMedia", params: ({ event }) => ({ mediaId: event.output }) }
            },
            onError: {
              target: "idle",
              actions: [
                { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) },
                { type: "showServerMessage", params: ({ event }) => ({ error: event.error }) },
                "forgetFile"
              ]
            }
          }
        },
        updating: {
          invoke: {
            id: "updateImage",
            src: "updateImage",
            input: ({ context }) => ({ mediaId: context.mediaId! }),
            onDone: {
              // The picture region reloads the image the server now holds.
              target: ["#profileImage.change.idle", "#profileImage.picture.loading"],
              actions: [
                { type: "useNewImage", params: ({ event }) => ({ profile: event.output.profile }) },
                { type: "notifySuccess", params: ({ event }) => ({ message: event.output.message }) },
                { type: "profileSaved", params: ({ event }) => ({ profile: event.output.profile }) }
              ]
            },
            onError: {
              target: "idle",
              actions: [{ type: "notifyFailure", params: ({ event }) => ({ error: event.error }) }, "forgetFile"]
            }
          }
        }
      }
    }
  }
})

export type ProfileImageSnapshot = SnapshotFrom<typeof profileImageMachine>

export const selectImageUrl = (snapshot: ProfileImageSnapshot): string | null => snapshot.context.imageUrl
export const isImageLoading = (snapshot: ProfileImageSnapshot): boolean => snapshot.matches({ picture: "loading" })
export const isChangingImage = (snapshot: ProfileImageSnapshot): boolean => !snapshot.matches({ change: "idle" })
/** The message under the image field (spec §5: only once touched). */
export const visibleImageError = (snapshot: ProfileImageSnapshot): string | null => (snapshot.context.touched ? snapshot.context.error : null)
