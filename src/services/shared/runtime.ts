/**
 * The app's one ManagedRuntime (ARCHITECTURE §5). `main.tsx` builds it once
 * and hands it to `fromEffect` for every machine actor; tests pass their own
 * layer (a fake fetch, recording toasts).
 */
import { Layer, ManagedRuntime } from "effect"
import { ApiClient } from "./api-client.ts"
import { Toasts } from "./toasts.ts"

export type AppServices = ApiClient | Toasts

export const AppLayer: Layer.Layer<AppServices> = Layer.mergeAll(ApiClient.layer, Toasts.layer)

export type AppRuntime = ManagedRuntime.ManagedRuntime<AppServices, never>

export const makeAppRuntime = (layer: Layer.Layer<AppServices> = AppLayer): AppRuntime => ManagedRuntime.make(layer)
