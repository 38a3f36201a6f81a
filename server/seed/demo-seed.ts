/**
 * The demo shop, loaded on start when SEED_DEMO is on: the catalog and
 * footer, the blog, FAQs and pages, the demo learner and their exams
 * (in production only with DEMO_LEARNER_PASSWORD, and with that password),
 * and (outside production) the demo support agent and the demo admin. Each
 * step writes only into an empty table (or a missing account), so restarts
 * never duplicate or overwrite anything. It runs after the migrations and
 * before the server listens; with SEED_DEMO off nothing here reads a file.
 */
import { Effect, Layer, Redacted } from "effect"
import { seedDemoAgent } from "../account/seed-demo-agent.ts"
import { seedDemoAdmin } from "../admin/admin-accounts.ts"
import { DEMO_LEARNER, seedDemoLearner } from "../account/seed-demo-learner.ts"
import { Settings } from "../platform/config.ts"
import { oneServerAtATime } from "../platform/db/one-at-a-time.ts"
import { passwordProblem } from "../platform/security/password-rules.ts"
import { seedDemoAttempts } from "./seed-attempts.ts"
import { seedDemoCatalog } from "./seed-catalog.ts"
import { seedDemoContent } from "./seed-content.ts"
import { seedDemoCoupons } from "./seed-coupons.ts"

const seedDemo = Effect.gen(function* () {
  const settings = yield* Settings
  if (yield* seedDemoCatalog) yield* Effect.logInfo("Loaded the demo catalog into the empty database")
  yield* seedDemoContent
  // A learner with a published password never goes into production: there only with DEMO_LEARNER_PASSWORD's.
  const production = settings.nodeEnv === "production"
  const demoPassword = production
    ? settings.demoLearnerPassword === undefined
      ? undefined
      : Redacted.value(settings.demoLearnerPassword)
    : DEMO_LEARNER.password
  if (demoPassword === undefined) {
    yield* Effect.logInfo("No demo learner in production (set DEMO_LEARNER_PASSWORD to add one)")
  } else if (passwordProblem(demoPassword) !== null) {
    return yield* Effect.die(new Error(`DEMO_LEARNER_PASSWORD: ${passwordProblem(demoPassword)}`))
  } else if (yield* seedDemoLearner(demoPassword)) {
    yield* Effect.logInfo("Added the demo learner (demo@examready.example)")
  }
  // An agent reads every learner's tickets: one with a published password never goes into production.
  if (settings.nodeEnv !== "production" && (yield* seedDemoAgent)) {
    yield* Effect.logInfo("Added the demo support agent (support@examready.example)")
  }
  // An admin runs the whole shop: likewise never with a published password in production
  // (there the first admin is made with `npm run create-admin`).
  if (settings.nodeEnv !== "production" && (yield* seedDemoAdmin)) {
    yield* Effect.logInfo("Added the demo admin (admin@examready.example)")
  }
  yield* seedDemoAttempts
  yield* seedDemoCoupons
})

// Two servers starting together on an empty database: the second waits for
// the first's seed, then finds every table filled.
export const DemoSeedLive = Layer.effectDiscard(
  Effect.gen(function* () {
    const settings = yield* Settings
    if (!settings.seedDemo) return
    yield* oneServerAtATime("demo-seed", seedDemo)
  })
)
