/**
 * The footer's newsletter sign-up (spec §2 Footer, §4, §5). The newsletter
 * machine validates, submits and resets; this only renders its snapshot.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import type { FormEvent } from "react"
import { isSubmitting, selectEmail, visibleEmailError } from "../../../machines/shell/newsletter.machine.ts"
import { useNewsletterActor } from "../app-actors.ts"
import { SubmitButton } from "../primitives/submit-button.tsx"
import { TextField } from "../primitives/text-field.tsx"
import { color, font, space } from "../tokens.ts"

const formClass = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`

const row = css`
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  & > :first-child { flex: 1; }
  & button { margin-top: 26px; }
`

const subscribeButton = css`
  background: ${color.focusOnDark};
  color: ${color.footerBg};
  &[data-hovered], &[data-pressed] { background: #ffe199; }
`

const intro = css`
  color: ${color.footerMuted};
  font-size: ${font.size.sm};
`

export function NewsletterForm({ headingId }: { readonly headingId: string }) {
  const newsletter = useNewsletterActor()
  const email = useSelector(newsletter, selectEmail)
  const error = useSelector(newsletter, visibleEmailError)
  const submitting = useSelector(newsletter, isSubmitting)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    newsletter.send({ type: "SUBMIT" })
  }

  return (
    <form method="post" className={formClass} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <p className={intro}>Get news of new practice tests by email.</p>
      <div className={row}>
        <TextField
          tone="dark"
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          error={error}
          isReadOnly={submitting}
          onChange={(value) => newsletter.send({ type: "EMAIL_CHANGED", value })}
          onBlur={() => newsletter.send({ type: "EMAIL_BLURRED" })}
        />
        <SubmitButton className={subscribeButton} isPending={submitting}>
          Subscribe
        </SubmitButton>
      </div>
    </form>
  )
}
