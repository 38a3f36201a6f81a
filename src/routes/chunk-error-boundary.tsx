/**
 * Catches a screen that failed to load (ChunkLoadError after the 120 s
 * time-out or a failed request, CSS_CHUNK_LOAD_FAILED for its styles) or
 * failed to render, and offers a reload instead of a blank page. Keyed by
 * location by its parent, so moving to another screen clears it.
 */
import { Component, type ErrorInfo, type ReactNode } from "react"
import { css } from "goober"
import { Button } from "../ui/shared/primitives/button.tsx"
import { PageHeading } from "../ui/shared/primitives/page-heading.tsx"
import { color, font, radius, space } from "../ui/shared/tokens.ts"

const panel = css`
  max-width: 640px;
  margin: ${space.xxxl} auto;
  padding: ${space.xxl};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.lg};
  & h1 { font-size: ${font.size.xl}; }
  & p { color: ${color.textMuted}; }
`

interface State {
  readonly error: Error | null
}

export class ChunkErrorBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack)
  }

  override render(): ReactNode {
    const { error } = this.state
    if (error === null) return this.props.children
    const isLoadFailure = error.name === "ChunkLoadError" || error.name === "CSS_CHUNK_LOAD_FAILED"
    return (
      <section className={panel} role="alert" aria-labelledby="page-title">
        <PageHeading>{isLoadFailure ? "This page could not be loaded" : "Something went wrong"}</PageHeading>
        <p>
          {isLoadFailure
            ? "Your connection may have dropped, or the shop was updated. Reloading usually fixes it."
            : "An unexpected error stopped this page. Reloading usually fixes it."}
        </p>
        <Button onPress={() => window.location.reload()}>Reload page</Button>
      </section>
    )
  }
}
