/**
 * The profile area's calls (spec §7), as Effects that return plain data and
 * fail only with ApiFailure — the shapes the profile machines' actors expect.
 * Calls that save something are loaders: the page body shows the loading
 * state while they run (spec §4).
 */
import { Effect } from "effect"
import { UPLOAD_FIELD } from "../../api/account/media.ts"
import type { NotificationPage } from "../../api/account/notifications.ts"
import type { Profile } from "../../api/account/profile.ts"
import { ApiClient } from "../shared/api-client.ts"
import { type ApiFailure, callApi } from "../shared/api-failure.ts"
import { withBodyLoading } from "../shared/loading-state.ts"
import type { MediaId } from "../../api/shared/ids.ts"

/** What a save answers: the server's message (shown as a toast) and the profile after it. */
export interface SavedProfile {
  readonly message: string
  readonly profile: Profile
}

export interface ProfileChange {
  readonly name: string
  readonly phone: string
}

export interface PasswordChange {
  readonly oldPassword: string
  readonly newPassword: string
  readonly confirmPassword: string
}

/** A file as the browser's file input gives it: bytes, a name and a type. */
export type ImageFile = Blob & { readonly name: string }

/** GET /profile/myProfile → data. */
export const myProfile: Effect.Effect<Profile, ApiFailure, ApiClient> = callApi(
  ApiClient.use((client) => client.profile.myProfile()).pipe(Effect.map((answer) => answer.data))
)

/** POST /profile/update with name and phone (spec §7 "message shown"). */
export const updateProfile = (change: ProfileChange): Effect.Effect<SavedProfile, ApiFailure, ApiClient> =>
  withBodyLoading(
    callApi(
      ApiClient.use((client) => client.profile.update({ payload: { name: change.name, phone: change.phone } })).pipe(
        Effect.map((answer) => ({ message: answer.message, profile: answer.data }))
      )
    )
  )

/** POST /profile/changePassword; resolves with the message to show. */
export const changePassword = (change: PasswordChange): Effect.Effect<string, ApiFailure, ApiClient> =>
  withBodyLoading(callApi(ApiClient.use((client) => client.profile.changePassword({ payload: change })).pipe(Effect.map((answer) => answer.message))))

/**
 * POST /media/upload as multipart with the file in `coverImage` (spec §3);
 * resolves with the media id (data.data._id). The typed client sends a
 * FormData payload as it is, so the browser writes the multipart boundary.
 */
export const uploadImage = (file: ImageFile): Effect.Effect<MediaId, ApiFailure, ApiClient> =>
  withBodyLoading(
    callApi(
      ApiClient.use((client) => {
        const form = new FormData()
        form.append(UPLOAD_FIELD, file, file.name)
        return client.media.upload({ payload: form })
      }).pipe(Effect.map((answer) => answer.data.data._id))
    )
  )

/** POST /profile/updateImage: makes an uploaded image the profile image. */
export const updateImage = (imageId: MediaId): Effect.Effect<SavedProfile, ApiFailure, ApiClient> =>
  withBodyLoading(
    callApi(
      ApiClient.use((client) => client.profile.updateImage({ payload: { imageId } })).pipe(
        Effect.map((answer) => ({ message: answer.message, profile: answer.data }))
      )
    )
  )

/** The bytes of data.Body.data as a PNG blob (spec §7 "shown as a PNG image"). */
export const pngBlob = (bytes: ReadonlyArray<number>): Blob => new Blob([Uint8Array.from(bytes)], { type: "image/png" })

/**
 * GET /media/download-file/{id} → an object URL of the image as a PNG, for
 * an <img src>. Whoever shows it revokes it when done (URL.revokeObjectURL).
 */
export const downloadImage = (id: string): Effect.Effect<string, ApiFailure, ApiClient> =>
  callApi(
    ApiClient.use((client) => client.media.downloadFile({ params: { id } })).pipe(Effect.map((answer) => URL.createObjectURL(pngBlob(answer.data.Body.data))))
  )

/** POST /notifications/pagin → result. */
export const notificationsPage = (page: number, perPage: number): Effect.Effect<NotificationPage, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.notifications.page({ payload: { page, perPage } })).pipe(Effect.map((answer) => answer.result)))
