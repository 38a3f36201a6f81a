/**
 * Lazy route chunks (spec §7, §8): a script chunk that has not loaded after
 * 120 s counts as failed; a failed script chunk raises ChunkLoadError and a
 * failed style chunk raises CSS_CHUNK_LOAD_FAILED — the names webpack-era
 * error pages and monitoring look for, kept on Vite.
 *
 * Usage (UI): `React.lazy(() => loadChunk(() => import("../exam-list.tsx")))`.
 */
import { CHUNK_LOAD_TIMEOUT_MS } from "../../domain/shared/constants.ts"

export const CHUNK_LOAD_ERROR = "ChunkLoadError"
export const CSS_CHUNK_LOAD_FAILED = "CSS_CHUNK_LOAD_FAILED"

export class ChunkLoadError extends Error {
  override readonly name = CHUNK_LOAD_ERROR
  readonly code = CHUNK_LOAD_ERROR
}

export class CssChunkLoadError extends Error {
  override readonly name = CSS_CHUNK_LOAD_FAILED
  readonly code = CSS_CHUNK_LOAD_FAILED
}

export type ChunkFailure = ChunkLoadError | CssChunkLoadError

// Vite's preload helper rejects with "Unable to preload CSS for <url>" when a
// chunk's stylesheet fails; everything else is the script itself.
const isCssPreloadFailure = (error: unknown): boolean => error instanceof Error && /Unable to preload CSS/i.test(error.message)

/** Names a chunk failure the way spec §8 asks; already-named ones pass through. */
export const toChunkFailure = (error: unknown): ChunkFailure => {
  if (error instanceof ChunkLoadError || error instanceof CssChunkLoadError) return error
  if (isCssPreloadFailure(error)) {
    return new CssChunkLoadError(`A page style failed to load: ${(error as Error).message}`, { cause: error })
  }
  const detail = error instanceof Error ? error.message : String(error)
  return new ChunkLoadError(`A page failed to load: ${detail}`, { cause: error })
}

/**
 * Loads a chunk, failing with ChunkLoadError after `timeoutMs` or when the
 * import fails, and with CssChunkLoadError when its stylesheet fails.
 */
export const loadChunk = <T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`A page did not load within ${Math.round(timeoutMs / 1000)} seconds.`))
    }, timeoutMs)
    let loading: Promise<T>
    try {
      loading = load()
    } catch (error) {
      loading = Promise.reject(error)
    }
    loading.then(
      (module) => {
        clearTimeout(timer)
        resolve(module)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(toChunkFailure(error))
      }
    )
  })

/** The part of `window` the preload handler listens on. */
export interface PreloadErrorSource {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
}

export const PRELOAD_ERROR_EVENT = "vite:preloadError"

/**
 * Reports Vite's `vite:preloadError` events (a chunk or its CSS failed to
 * preload) as named chunk failures. It does not call `preventDefault`, so the
 * import still rejects and `loadChunk`'s caller (the route's error boundary)
 * sees the failure. Returns a function that removes the listener.
 */
export const installPreloadErrorHandler = (
  target: PreloadErrorSource,
  report: (failure: ChunkFailure) => void = (failure) => console.error(failure)
): (() => void) => {
  const listener = (event: Event) => {
    report(toChunkFailure((event as Event & { readonly payload?: unknown }).payload))
  }
  target.addEventListener(PRELOAD_ERROR_EVENT, listener)
  return () => target.removeEventListener(PRELOAD_ERROR_EVENT, listener)
}
