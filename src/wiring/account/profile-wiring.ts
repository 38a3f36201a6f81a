/**
 * The profile area's half of the composition root: its per-screen machines
 * (each screen starts its own actor from these). Saves hand the new profile
 * to the session (PROFILE_CHANGED); failures go to the shared handler (spec §8).
 */
import { Effect } from "effect"
import type { MediaId } from "../../api/shared/ids.ts"
import type { Profile } from "../../api/account/profile.ts"
import { notificationsPageMachine } from "../../machines/account/notifications-page.machine.ts"
import { profileFormMachine } from "../../machines/account/profile-form.machine.ts"
import { profileImageMachine } from "../../machines/account/profile-image.machine.ts"
import { provideForm } from "../../machines/shared/form.machine.ts"
import { fromEffect } from "../../services/shared/effect-actor.ts"
import * as profileCalls from "../../services/account/profile-calls.ts"
import { fromFormSchema } from "../../services/shared/form-check.ts"
import type { AppRuntime } from "../../services/shared/runtime.ts"
import type { PasswordValues, ProfileMachines } from "../../ui/account/profile-machines.ts"
import { type Notifiers, outcomeActions } from "../shared/notifiers.ts"
import type { SessionWriter } from "./session-wiring.ts"

export const makeProfileMachines = (
  runtime: AppRuntime,
  notifiers: Pick<Notifiers, "toastSuccess" | "reportFailure">,
  session: SessionWriter
): ProfileMachines => {
  const profileChanged = (profile: Profile) => session.send({ type: "PROFILE_CHANGED", profile })
  const outcomes = outcomeActions(notifiers)

  // A stopped actor runs no exit actions, so the image URL of a My Profile that
  // was left would never be revoked; only one profile image shows at a time, so
  // a new one frees the last.
  let profileImageUrl: string | null = null
  const keepOneImageUrl = (url: string) => {
    if (profileImageUrl !== null && profileImageUrl !== url) URL.revokeObjectURL(profileImageUrl)
    profileImageUrl = url
  }

  return {
    profileForm: profileFormMachine.provide({
      actors: { updateProfile: fromEffect(runtime, profileCalls.updateProfile) },
      actions: {
        profileSaved: (_, params) => profileChanged(params.profile),
        ...outcomes
      }
    }),
    profileImage: profileImageMachine.provide({
      actors: {
        downloadImage: fromEffect(runtime, (input: { readonly imageId: string }) =>
          profileCalls.downloadImage(input.imageId).pipe(Effect.tap((url) => Effect.sync(() => keepOneImageUrl(url))))
        ),
        uploadImage: fromEffect(runtime, (input: { readonly file: profileCalls.ImageFile }) => profileCalls.uploadImage(input.file)),
        updateImage: fromEffect(runtime, (input: { readonly mediaId: MediaId }) => profileCalls.updateImage(input.mediaId))
      },
      actions: {
        releaseImageUrl: (_, params) => {
          if (params.url !== null) URL.revokeObjectURL(params.url)
        },
        profileSaved: (_, params) => profileChanged(params.profile),
        ...outcomes
      }
    }),
    // A success toasts the server's message and empties the form; a refusal's field issues show under their fields.
    changePassword: provideForm<PasswordValues, string>({
      validate: fromFormSchema(() => import("../../api/account/profile.ts").then((contract) => contract.ChangePasswordForm)),
      submit: fromEffect(runtime, profileCalls.changePassword),
      submitted: ({ output }) => notifiers.toastSuccess(output),
      failed: ({ error }) => notifiers.reportFailure(error)
    }),
    notificationsPage: notificationsPageMachine.provide({
      actors: {
        loadPage: fromEffect(runtime, (input: { readonly page: number; readonly perPage: number }) => profileCalls.notificationsPage(input.page, input.perPage))
      },
      actions: { notifyFailure: outcomes.notifyFailure }
    })
  }
}
