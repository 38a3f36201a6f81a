/**
 * The support desk's own calls, for signed-in agents only
 * (AgentAuthorization: 401 without a live session, 403 for a learner).
 * The helpdesk's tickets and messages are in src/api/helpdesk.ts; this group
 * holds what the desk needs about the agent themself.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { UserId } from "../shared/ids.ts"
import { AgentAuthorization } from "../shared/security.ts"

/** The facts of the desk's header: who is answering. */
export const DeskAgent = Schema.Struct({
  _id: UserId,
  name: Schema.String
})
export type DeskAgent = typeof DeskAgent.Type

export const DeskAgentAnswer = Schema.Struct({ data: DeskAgent })

export class DeskGroup extends HttpApiGroup.make("desk")
  .add(HttpApiEndpoint.get("me", "/desk/me", { success: DeskAgentAnswer }))
  .middleware(AgentAuthorization) {}
