/**
 * The server's settings, read once from the environment with safe defaults
 * for a local run. The README lists each one.
 */
import { Config, Context, Effect, Layer, Option } from "effect"

export interface ServerSettings {
  /** HTTP port; 8080 unless PORT is set. */
  readonly port: number
  /** Folder for the embedded database and other local data. */
  readonly dataDir: string
  /** A PostgreSQL server to use instead of the embedded one. */
  readonly databaseUrl: Option.Option<string>
  /** Folder of the built browser app (vite build output). */
  readonly webRoot: string
  /** "production" hides developer conveniences such as the outbox page. */
  readonly nodeEnv: string
  /** Load the demo catalogue into an empty database. */
  readonly seedDemo: boolean
}

export class Settings extends Context.Service<Settings, ServerSettings>()("exam-shop/Settings") {
  static readonly fromEnv = Layer.effect(
    Settings,
    Effect.gen(function*() {
      const port = yield* Config.Port("PORT").pipe(Config.withDefault(8080))
      const dataDir = yield* Config.String("DATA_DIR").pipe(Config.withDefault("./data"))
      const databaseUrl = yield* Config.option(Config.String("DATABASE_URL"))
      const webRoot = yield* Config.String("WEB_ROOT").pipe(Config.withDefault("./dist"))
      const nodeEnv = yield* Config.String("NODE_ENV").pipe(Config.withDefault("development"))
      const seedDemo = yield* Config.Boolean("SEED_DEMO").pipe(Config.withDefault(true))
      return Settings.of({ port, dataDir, databaseUrl, webRoot, nodeEnv, seedDemo })
    })
  )
}
