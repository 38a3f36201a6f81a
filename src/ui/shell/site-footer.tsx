/**
 * The footer (spec §2 Footer): about text and contact details, Quick Links,
 * Legal, the newsletter form, Follow on links from the footer content, the
 * version string and the copyright line.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import type { FooterSection } from "../../api/shell/footer.ts"
import { versionLabel } from "../../domain/shell/version-label.ts"
import { hasFooterFailed, selectFooter } from "../../machines/shell/site-content.machine.ts"
import { useSiteContent } from "../shared/app-actors.ts"
import { FacebookIcon, LinkedInIcon, MailIcon, PhoneIcon, PinIcon, TwitterIcon } from "../shared/icons.tsx"
import { Button } from "../shared/primitives/button.tsx"
import { ExternalLink, Link } from "../shared/primitives/link.tsx"
import { color, contentMaxWidth, font, media, radius, space } from "../shared/tokens.ts"
import { BrandLink } from "./brand-link.tsx"
import { NewsletterForm } from "./newsletter-form.tsx"

const footerClass = css`
  margin-top: auto;
  background: ${color.footerBg};
  color: ${color.footerText};
  font-size: ${font.size.sm};
  & a { color: ${color.footerText}; }
  & a[data-hovered] { color: #fff; text-decoration: underline; }
  & :focus-visible, & [data-focus-visible] { outline-color: ${color.focusOnDark}; }
  & h2 {
    font-size: ${font.size.sm};
    font-weight: ${font.weight.bold};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: #fff;
    margin-bottom: ${space.md};
  }
`

const grid = css`
  max-width: ${contentMaxWidth};
  margin: 0 auto;
  padding: ${space.xxxl} ${space.lg} ${space.xxl};
  display: grid;
  gap: ${space.xxl};
  grid-template-columns: 1fr 1fr;
  /* Narrow screens: the two short link lists sit side by side, the rest spans. */
  & > :first-child, & > :last-child { grid-column: 1 / -1; }
  ${media.lg} {
    grid-template-columns: 1.5fr 0.8fr 0.9fr 1.6fr;
    & > :first-child, & > :last-child { grid-column: auto; }
  }
`

const about = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  & p { color: ${color.footerMuted}; max-width: 36ch; }
`

const linkList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  & a { display: inline-flex; min-height: 32px; align-items: center; text-decoration: none; }
`

const contactList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  color: ${color.footerMuted};
  & li { display: flex; gap: ${space.sm}; align-items: flex-start; }
  & svg { margin-top: 2px; flex: none; }
  & address { font-style: normal; }
  & a { color: ${color.footerMuted}; text-decoration: none; }
`

const socialRow = css`
  display: flex;
  gap: ${space.sm};
  margin-top: ${space.sm};
  & a {
    width: 40px;
    height: 40px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border-radius: ${radius.pill};
    border: 1px solid rgba(230, 237, 245, 0.35);
  }
  & a[data-hovered] { background: rgba(255, 255, 255, 0.12); }
`

const followHeading = css`
  margin-top: ${space.xl};
`

const bottomBar = css`
  border-top: 1px solid rgba(230, 237, 245, 0.16);
  & > div {
    max-width: ${contentMaxWidth};
    margin: 0 auto;
    padding: ${space.lg};
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm} ${space.xl};
    justify-content: space-between;
    color: ${color.footerMuted};
    font-size: ${font.size.xs};
  }
`

const retryRow = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.sm};
  color: ${color.footerMuted};
`

const retryButton = css`
  min-height: 36px;
  background: transparent;
  color: ${color.footerText};
  border-color: rgba(230, 237, 245, 0.5);
  &[data-hovered], &[data-pressed] { background: rgba(255, 255, 255, 0.12); }
`

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`

function ContactDetails({ footer }: { readonly footer: FooterSection }) {
  return (
    <ul className={contactList}>
      <li>
        <PinIcon size={16} />
        <address>{footer.address}</address>
      </li>
      <li>
        <MailIcon size={16} />
        <Link variant="plain" href={`mailto:${footer.email}`}>
          {footer.email}
        </Link>
      </li>
      <li>
        <PhoneIcon size={16} />
        <Link variant="plain" href={telHref(footer.phone)}>
          {footer.phone}
        </Link>
      </li>
    </ul>
  )
}

function SocialLinks({ footer }: { readonly footer: FooterSection }) {
  return (
    <div className={socialRow}>
      <ExternalLink variant="plain" href={footer.follow_on_twitter} aria-label="Twitter">
        <TwitterIcon size={18} />
      </ExternalLink>
      <ExternalLink variant="plain" href={footer.follow_on_facebook} aria-label="Facebook">
        <FacebookIcon size={18} />
      </ExternalLink>
      <ExternalLink variant="plain" href={footer.follow_on_linkdin} aria-label="LinkedIn">
        <LinkedInIcon size={18} />
      </ExternalLink>
    </div>
  )
}

export function SiteFooter() {
  const siteContent = useSiteContent()
  const footer = useSelector(siteContent, selectFooter)
  const failed = useSelector(siteContent, hasFooterFailed)
  const now = new Date()

  const retry = failed ? (
    <div className={retryRow}>
      <p>Contact details could not be loaded.</p>
      <Button variant="secondary" className={retryButton} onPress={() => siteContent.send({ type: "RETRY_FOOTER" })}>
        Try again
      </Button>
    </div>
  ) : null

  return (
    <footer className={footerClass}>
      <div className={grid}>
        <section className={about} aria-label="About ExamReady">
          <BrandLink onDark />
          <p>ExamReady is a certification testing platform. Practise with timed tests built like the real exam and walk into test day ready.</p>
          {footer !== null ? <ContactDetails footer={footer} /> : retry}
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">Quick Links</h2>
          <ul className={linkList}>
            <li>
              <Link variant="plain" href="/about">
                About Us
              </Link>
            </li>
            <li>
              <Link variant="plain" href="/faqs">
                FAQ'S
              </Link>
            </li>
            <li>
              <Link variant="plain" href="/blog">
                Blog
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">Legal</h2>
          <ul className={linkList}>
            <li>
              <Link variant="plain" href="/privacy-policy">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link variant="plain" href="/terms-condition">
                Terms &amp; Conditions
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">Newsletter</h2>
          <NewsletterForm headingId="footer-newsletter" />
          {footer !== null ? (
            <>
              <h2 className={followHeading} id="footer-follow">
                Follow on
              </h2>
              <SocialLinks footer={footer} />
            </>
          ) : null}
        </section>
      </div>
      <div className={bottomBar}>
        <div>
          <p>© {now.getFullYear()} ExamReady Learning. All rights reserved.</p>
          <p>Version {versionLabel(now)}</p>
        </div>
      </div>
    </footer>
  )
}
