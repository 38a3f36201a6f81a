/**
 * The footer's newsletter sign-up (spec §2 Footer, §4, §5). The newsletter
 * machine validates, submits and resets; this only renders its snapshot.
 */
import { css } from "goober"
import type { FormEvent } from "react"
import { type NewsletterValues, useNewsletterActor } from "../shared/app-actors.ts"
import { useForm } from "../shared/use-form.ts"
import { SubmitButton } from "../shared/primitives/submit-button.tsx"
import { TextField } from "../shared/primitives/text-field.tsx"
import { color, font, space } from "../shared/tokens.ts"

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

const FIELDS: ReadonlyArray<keyof NewsletterValues> = ["email"]

export function NewsletterForm({ headingId }: { readonly headingId: string }) {
  const newsletter = useNewsletterActor()
  const { values, errors, pending: submitting } = useForm(newsletter, FIELDS)

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
          value={values.email}
          error={errors.email}
          isReadOnly={submitting}
          onChange={(value) => newsletter.send({ type: "CHANGE", field: "email", value })}
          onBlur={() => newsletter.send({ type: "BLUR", field: "email" })}
        />
        <SubmitButton className={subscribeButton} isPending={submitting}>
          Subscribe
        </SubmitButton>
      </div>
    </form>
  )
}
