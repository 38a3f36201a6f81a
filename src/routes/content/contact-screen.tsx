/** Contact us (/contact-us): the form, and the shop's own address, email and phone beside it. */
import { css } from "goober"
import { ContactDetails } from "../../ui/content/contact-details.tsx"
import { ContactForm } from "../../ui/content/contact-form.tsx"
import { pageIntro, sheet } from "../../ui/content/content-styles.ts"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { font, media, space } from "../../ui/shared/tokens.ts"
import type { ScreenProps } from "../shared/screen-props.ts"

const columns = css`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${space.xl};
  align-items: start;
  ${media.lg} { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); }
`

const formSheet = css`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  & h2 { font-size: ${font.size.lg}; }
  ${media.md} { padding: ${space.xxl}; }
`

export default function ContactScreen({ title }: ScreenProps) {
  return (
    <section aria-labelledby="page-title">
      <header className={pageIntro}>
        <PageHeading>{title}</PageHeading>
        <p>Questions about an exam, an order or your account? Send us a message and we will answer by email.</p>
      </header>
      <div className={columns}>
        <div className={`${sheet} ${formSheet}`}>
          <h2 id="contact-form-title">Send us a message</h2>
          <ContactForm />
        </div>
        <ContactDetails />
      </div>
    </section>
  )
}
