/**
 * The learner as the browser sees them (spec §3 "User profile", and the
 * user info of the sign-in answers): no password hash, no timestamps, the
 * phone formatted, the image as a signed URL.
 */
import { Context, Effect, Layer, Option } from "effect"
import type { Profile } from "../../../src/api/account/profile.ts"
import { MediaUrls } from "../../platform/media/media-urls.ts"
import { type UserRow, UsersRepository } from "../users/repository.ts"
import { formatUsPhone } from "./phone-format.ts"
import { MediaId, UserId } from "../../../src/api/shared/ids.ts"

export class ProfileReader extends Context.Service<
  ProfileReader,
  {
    readonly profileOf: (userId: string) => Effect.Effect<Profile>
    readonly toProfile: (row: UserRow) => Profile
  }
>()("exam-shop/ProfileReader") {
  static readonly layer = Layer.effect(
    ProfileReader,
    Effect.gen(function* () {
      const users = yield* UsersRepository
      const urls = yield* MediaUrls

      const toProfile = (row: UserRow): Profile => ({
        _id: UserId.make(row.id),
        name: row.name,
        email: row.email,
        phone: row.phone === null ? null : formatUsPhone(row.phone),
        isPhoneVerified: row.phone !== null && row.phone_verified_at !== null,
        image: row.image_id === null ? null : { _id: MediaId.make(row.image_id), path: urls.urlFor(row.image_id) },
        role: row.role
      })

      // The caller holds a live session of this learner, so a missing row is
      // a bug (or a deleted account mid-request), not a learner's mistake.
      const profileOf = (userId: string) =>
        users.findById(userId).pipe(
          Effect.flatMap(
            Option.match({
              onNone: () => Effect.die(new Error(`No account ${userId} behind a live session`)),
              onSome: (row) => Effect.succeed(toProfile(row))
            })
          )
        )

      return ProfileReader.of({ profileOf, toProfile })
    })
  )
}
