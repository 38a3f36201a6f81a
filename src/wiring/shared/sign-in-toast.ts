/**
 * What a guest is shown when a control needs an account (Like or Dislike,
 * Add to wishlist): the sign-in prompt as a toast (src/ui/content/
 * sign-in-prompt.tsx), loaded with react-toastify the first time it is
 * needed, the toast container mounting with it.
 */
import { navigate } from "wouter/use-browser-location"
import { toastLibrary } from "../../services/shared/toast-display.ts"
import { TOAST_OPTIONS } from "../../services/shared/toast-options.ts"

/** Shows `message` with a link to `signInHref` (which brings the guest back). */
export const toastSignInLater = (message: string, signInHref: string): void => {
  Promise.all([toastLibrary(), import("../../ui/content/sign-in-prompt.tsx")]).then(
    ([, prompt]) => prompt.toastSignInPrompt(message, signInHref, { navigate, options: TOAST_OPTIONS }),
    (failure: unknown) => console.error(failure)
  )
}
