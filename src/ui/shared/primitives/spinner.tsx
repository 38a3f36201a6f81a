/**
 * The full-page loading spinner (spec §2 Other): shown while a screen's code
 * chunk loads. It is a polite status so screen readers hear "Loading".
 */
import { css, keyframes } from "goober"
import { color, space } from "../tokens.ts"
import { visuallyHidden } from "./visually-hidden.ts"

const spin = keyframes`to { transform: rotate(360deg); }`

const page = css`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 50vh;
  padding: ${space.xxxl} ${space.lg};
`

const ring = css`
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 4px solid ${color.brandTint};
  border-top-color: ${color.brand};
  animation: ${spin} 0.8s linear infinite;
`

export function Spinner({ label = "Loading" }: { readonly label?: string }) {
  return (
    <div className={page} role="status" aria-live="polite">
      <div className={ring} aria-hidden="true" />
      <span className={visuallyHidden}>{label}</span>
    </div>
  )
}
