/**
 * The shop's own contact details beside the Contact us form, from the same
 * footer content the footer shows (site-content machine): address, email
 * and phone. While that loads or if it failed, the card says where else to
 * look rather than showing nothing.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import { selectFooter } from "../../machines/shell/site-content.machine.ts"
import { useSiteContent } from "../shared/app-actors.ts"
import { MailIcon, PhoneIcon, PinIcon } from "../shared/icons.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { color, font, radius, shadow, space } from "../shared/tokens.ts"

const card = css`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  padding: ${space.xl};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.card};
  & h2 { font-size: ${font.size.lg}; }
  & p { color: ${color.textMuted}; }
`

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  & li { display: flex; gap: ${space.md}; align-items: flex-start; }
  & svg { flex: none; margin-top: 2px; color: ${color.brand}; }
  & address { font-style: normal; white-space: pre-line; }
  & a { overflow-wrap: anywhere; }
`

/** Digits (and a leading +) only, for a tel: link. */
const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, "")}`

export function ContactDetails() {
  const footer = useSelector(useSiteContent(), selectFooter)
  return (
    <aside className={card} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">Other ways to reach us</h2>
      <p>We answer every message within two working days, Monday to Friday.</p>
      {footer === null ? (
        <p>Our address, email and phone are also at the foot of every page.</p>
      ) : (
        <ul className={list}>
          <li>
            <PinIcon />
            <address>{footer.address}</address>
          </li>
          <li>
            <MailIcon />
            <Link href={`mailto:${footer.email}`}>{footer.email}</Link>
          </li>
          <li>
            <PhoneIcon />
            <Link href={telHref(footer.phone)}>{footer.phone}</Link>
          </li>
        </ul>
      )}
      <p>
        Looking for a quick answer? Many questions are covered in our <Link href="/faqs">FAQs</Link>.
      </p>
    </aside>
  )
}
