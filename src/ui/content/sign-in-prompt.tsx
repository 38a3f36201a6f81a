/**
 * What a guest sees when they press Like or Dislike: a short message with a
 * link to sign in that brings them back to the post (spec §2 lastLocation).
 * It shows in a toast, outside the app's router, so the link hands the
 * navigation to the caller instead of reloading the page. Loaded with the
 * first such toast (src/wiring/shared/sign-in-toast.ts).
 */
import { css } from "goober"
import type { MouseEvent } from "react"
import { toast, type ToastOptions } from "react-toastify"
import { font, space } from "../shared/tokens.ts"

const wrap = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space.xs} ${space.sm};
  & a { font-weight: ${font.weight.semibold}; text-decoration: underline; }
`

export function SignInPrompt({ message, href, onNavigate }: { readonly message: string; readonly href: string; readonly onNavigate: (href: string) => void }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the browser's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    onNavigate(href)
  }
  return (
    <span className={wrap}>
      <span>{message}</span>
      <a href={href} onClick={follow}>
        Sign in
      </a>
    </span>
  )
}

const SIGN_IN_TOAST_ID = "sign-in-to-react"

/**
 * Shows the prompt as an info toast (with the app's toast options, which the
 * wiring hands in from the Toasts service), one at a time however often a
 * guest presses; following the link closes it.
 */
export function toastSignInPrompt(
  message: string,
  href: string,
  {
    navigate,
    options
  }: {
    readonly navigate: (to: string) => void
    readonly options: ToastOptions
  }
): void {
  if (toast.isActive(SIGN_IN_TOAST_ID)) return
  const onNavigate = (to: string) => {
    toast.dismiss(SIGN_IN_TOAST_ID)
    navigate(to)
  }
  toast.info(<SignInPrompt message={message} href={href} onNavigate={onNavigate} />, { ...options, toastId: SIGN_IN_TOAST_ID })
}
