/**
 * The account area over in-memory repositories (AccountTest), with the
 * services it shares with other areas in their test form: attempt limits
 * and the outbox in memory, access tokens and signed URLs under a fixed key,
 * and media that owns nothing. Each provide builds fresh, empty stores.
 */
import { Effect, Layer, Option, Redacted } from "effect"
import { AccountTest } from "../../../server/account/layer.ts"
import { Settings } from "../../../server/platform/config.ts"
import { Mailer } from "../../../server/platform/delivery/mailer.ts"
import { Outbox } from "../../../server/platform/delivery/outbox.ts"
import { SmsSender } from "../../../server/platform/delivery/sms-sender.ts"
import { MediaUrls } from "../../../server/platform/media/media-urls.ts"
import { MediaService } from "../../../server/platform/media/service.ts"
import { AccessTokens } from "../../../server/platform/security/access-tokens.ts"
import { RateLimiter } from "../../../server/platform/security/rate-limiter.ts"
import { ServerSecret } from "../../../server/platform/security/server-secret.ts"

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
  RateLimiter.layerTest,
  Layer.mergeAll(Mailer.layer, SmsSender.outboxOnly).pipe(Layer.provideMerge(Outbox.layerTest)),
  Layer.mergeAll(AccessTokens.layer, MediaUrls.layer).pipe(Layer.provideMerge(secret)),
  Layer.mock(MediaService, { owns: () => Effect.succeed(false) })
).pipe(Layer.provideMerge(settings))

export const accountInMemory = AccountTest.pipe(Layer.provideMerge(shared))
