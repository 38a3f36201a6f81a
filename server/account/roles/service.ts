/**
 * Who an account is: a learner, a support agent or
 * an admin, read from the
 * users table on every call that asks, so making an account an agent (or a
 * learner again) takes effect at once, without a new token. Other areas
 * (the helpdesk, the event stream) ask here rather than read users.
 */
import { Context, Effect, Layer, Option } from "effect"
import type { AdminMe } from "../../../src/api/admin/admin.ts"
import type { DeskAgent } from "../../../src/api/helpdesk/desk.ts"
import { UserId } from "../../../src/api/shared/ids.ts"
import type { Role } from "../../../src/api/shared/security.ts"
import { UsersRepository } from "../users/repository.ts"

export class Roles extends Context.Service<
  Roles,
  {
    /** None when there is no such account. */
    readonly roleOf: (userId: string) => Effect.Effect<Option.Option<Role>>
    /** The agent as the desk's header shows them; None for a learner or no account. */
    readonly agentOf: (userId: string) => Effect.Effect<Option.Option<DeskAgent>>
    /** The admin as the admin area's header shows them; None for anyone else. */
    readonly adminOf: (userId: string) => Effect.Effect<Option.Option<AdminMe>>
  }
>()("exam-shop/Roles") {
  static readonly layer = Layer.effect(
    Roles,
    Effect.gen(function* () {
      const users = yield* UsersRepository
      const roleOf = (userId: string) =>
        Effect.map(
          users.findById(userId),
          Option.map((row) => row.role)
        )
      const agentOf = (userId: string) =>
        Effect.map(users.findById(userId), (row) =>
          Option.flatMap(row, (user) => (user.role === "agent" ? Option.some({ _id: UserId.make(user.id), name: user.name }) : Option.none()))
        )
      const adminOf = (userId: string) =>
        Effect.map(users.findById(userId), (row) =>
          Option.flatMap(row, (user) =>
            user.role === "admin" ? Option.some({ _id: UserId.make(user.id), name: user.name, email: user.email }) : Option.none()
          )
        )
      return Roles.of({ roleOf, agentOf, adminOf })
    })
  )
}
