/**
 * The desk group (src/api/helpdesk/desk.ts): what the support desk needs about the
 * signed-in agent. AgentAuthorization has already refused everyone else.
 */
import { Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../../src/api/api.ts"
import { CurrentAgent } from "../../../src/api/shared/security.ts"
import { Roles } from "../../account/roles/service.ts"

export const DeskHandlers = HttpApiBuilder.group(
  Api,
  "desk",
  Effect.fn(function* (handlers) {
    const roles = yield* Roles
    return handlers.handle("me", () =>
      Effect.gen(function* () {
        const agent = yield* CurrentAgent
        const found = yield* roles.agentOf(agent.userId)
        // The middleware read the role a moment ago; an account gone since is a bug, not the caller's mistake.
        if (Option.isNone(found)) return yield* Effect.die(new Error(`No agent ${agent.userId} behind a live session`))
        return { data: found.value }
      })
    )
  })
)
