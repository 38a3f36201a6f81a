/**
 * Stand-ins for the services the helpdesk's rules call: the linked items
 * and the notifier.
 */
import { Effect, Layer } from "effect"
import { LinkedItems } from "../../../server/helpdesk/linked-items.ts"
import { HelpdeskNotifier, type Published } from "../../../server/helpdesk/notifier.ts"

/** For rule tests: every link is fine, and reads as unavailable with the given reason. */
export const linkedItemsUnavailable = Layer.succeed(
  LinkedItems,
  LinkedItems.of({
    check: () => Effect.void,
    read: (_learnerId, link) => Effect.succeed({ kind: "unavailable", link, reason: "test" })
  })
)

/** Records what would be published, for the rule tests. */
export const notifierRecording = (published: Array<Published>) =>
  Layer.succeed(
    HelpdeskNotifier,
    HelpdeskNotifier.of({
      publish: (recipients, event) =>
        Effect.sync(() => {
          for (const userId of new Set(recipients)) published.push({ userId, event })
        })
    })
  )
