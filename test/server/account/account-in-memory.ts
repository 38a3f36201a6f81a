/**
 * The account area over in-memory repositories, with the
 * services it shares with other areas in their test form: attempt limits
 * and the outbox in memory, access tokens and signed URLs under a fixed key,
 * and media that owns nothing. Each provide builds fresh, empty stores.
 */
import { rateLimiterInMemory } from "../support/in-memory-rate-limiter.ts"
import { outboxInMemory } from "../support/in-memory-outbox.ts"
import { Effect, Layer, Option, Redacted } from "effect"
import { AccountNoDeps } from "../../../server/account/layer.ts"
import { notificationsInMemory, oneTimeCodesInMemory, resetTokensInMemory, sessionsInMemory, usersInMemory } from "../support/in-memory-accounts.ts"
import { eventsInMemory } from "../support/in-memory-events.ts"
import { transactionInOrder } from "../support/transaction-in-order.ts"
import { Settings } from "../../../server/platform/config.ts"
import { Mailer } from "../../../server/platform/delivery/mailer.ts"
import { SmsSender } from "../../../server/platform/delivery/sms-sender.ts"
import { MediaUrls } from "../../../server/platform/media/media-urls.ts"
import { MediaService } from "../../../server/platform/media/service.ts"
import { AccessTokens } from "../../../server/platform/security/access-tokens.ts"
import { ServerSecret } from "../../../server/platform/security/server-secret.ts"
import { PasswordHashCost, TEST_SCRYPT_COST } from "../../../server/platform/security/password-hasher.ts"

const settings = Layer.succeed(
  Settings,
  Settings.of({
    port: 0,
    dataDir: ":memory:",
    databaseUrl: Option.none(),
    webRoot: "",
    nodeEnv: "test",
    seedDemo: false,
    tokenSecret: Redacted.make("a-test-secret-of-at-least-32-characters")
  })
)

// A fixed key per use: the real ServerSecret may read its secret from the database.
const secret = Layer.succeed(
  ServerSecret,
  ServerSecret.of({
    keyFor: (use) => new TextEncoder().encode(`test key for ${use}`.padEnd(32, "."))
  })
)

const shared = Layer.mergeAll(
  rateLimiterInMemory,
  Layer.mergeAll(Mailer.layer, SmsSender.outboxOnly).pipe(Layer.provideMerge(outboxInMemory)),
  Layer.mergeAll(AccessTokens.layer, MediaUrls.layer).pipe(Layer.provideMerge(secret)),
  Layer.mock(MediaService, { owns: () => Effect.succeed(false) }),
  // A test's hashes at the test cost (security/password-hasher.ts): a rule test signs in dozens of times.
  Layer.succeed(PasswordHashCost, TEST_SCRYPT_COST)
).pipe(Layer.provideMerge(settings))

/** The account area over in-memory repositories. */
const accountOverMemory = AccountNoDeps.pipe(
  Layer.provideMerge(
    Layer.mergeAll(usersInMemory, sessionsInMemory, oneTimeCodesInMemory, resetTokensInMemory, notificationsInMemory, transactionInOrder, eventsInMemory)
  )
)

export const accountInMemory = accountOverMemory.pipe(Layer.provideMerge(shared))
