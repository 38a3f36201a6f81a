/**
 * The submit button of a form on a page the server renders (sign-in,
 * sign-up, contact, the footer's newsletter). Until the browser has taken
 * the page over (hydrated) it is disabled: a press there would be lost, or
 * worse, the browser would submit the form itself and put what was typed,
 * a password included, into the address. Disabled, it also blocks the
 * Enter key's implicit submission. Once hydrated it is the ordinary Button.
 */
import { useIsHydrated } from "../page-data.tsx"
import { Button, type ButtonProps } from "./button.tsx"

export function SubmitButton({ isDisabled, ...props }: Omit<ButtonProps, "type">) {
  const hydrated = useIsHydrated()
  return <Button {...props} type="submit" isDisabled={isDisabled === true || !hydrated} />
}
