/**
 * The menu behind the hamburger button on narrow screens: a disclosure (a
 * button with aria-expanded controlling a list of links), opened and closed
 * by the header machine so navigation and Escape close it. Signed in, it
 * opens with the learner's profile image (or the default one) and name
 * (spec §2), and ends with Sign out instead of Sign in / Sign up.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import type { KeyboardEvent } from "react"
import { isMobileMenuOpen } from "../../machines/shell/header.machine.ts"
import { isAdmin, isAgent, isSignedIn, selectProfile } from "../../machines/account/session.machine.ts"
import { useCounters, useHeaderActor, useSessionActor } from "../shared/app-actors.ts"
import { BellIcon, CartIcon, DefaultAvatar, GridIcon, HeartIcon, SignOutIcon } from "../shared/icons.tsx"
import { Button } from "../shared/primitives/button.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { color, font, media, space } from "../shared/tokens.ts"
import { useLearnerName } from "./account-links.tsx"
import { CountLink } from "../shared/primitives/count-link.tsx"
import { HelpdeskLink } from "../shared/signed-in/helpdesk-link.tsx"
import { SupportDeskLink } from "./support-desk-link.tsx"
import { AdminAreaLink } from "./admin-area-link.tsx"

export const MOBILE_MENU_ID = "mobile-menu"

const panel = css`
  background: ${color.surface};
  border-top: 1px solid ${color.border};
  box-shadow: 0 8px 16px rgba(15, 33, 55, 0.08);
  ${media.md} { display: none; }
`

const list = css`
  list-style: none;
  margin: 0;
  padding: ${space.sm} ${space.lg} ${space.lg};
  display: flex;
  flex-direction: column;
  gap: ${space.xxs};
  & a { width: 100%; justify-content: flex-start; gap: 10px; }
`

const accountRow = css`
  display: flex;
  gap: ${space.sm};
  padding-top: ${space.sm};
  margin-top: ${space.sm};
  border-top: 1px solid ${color.border};
  & a, & button { flex: 1; justify-content: center; }
`

const learnerRow = css`
  display: flex;
  align-items: center;
  gap: ${space.md};
  padding: ${space.sm} ${space.md} ${space.md};
  margin-bottom: ${space.xs};
  border-bottom: 1px solid ${color.border};
  & a { font-weight: ${font.weight.semibold}; font-size: ${font.size.lg}; }
  & img { width: 48px; height: 48px; border-radius: 50%; object-fit: cover; flex: none; }
`

function Learner() {
  const profile = useSelector(useSessionActor(), selectProfile)
  const name = useLearnerName()
  return (
    <li className={learnerRow}>
      {profile?.image ? <img src={profile.image.path} alt="" /> : <DefaultAvatar size={48} />}
      <Link variant="plain" href="/profile">
        {name}
      </Link>
    </li>
  )
}

export function MobileMenu() {
  const session = useSessionActor()
  const signedIn = useSelector(session, isSignedIn)
  const agent = useSelector(session, isAgent)
  const admin = useSelector(session, isAdmin)
  const header = useHeaderActor()
  const isOpen = useSelector(header, isMobileMenuOpen)
  const counters = useCounters()
  if (!isOpen) return null

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") header.send({ type: "MOBILE_MENU_CLOSE" })
  }

  return (
    <nav id={MOBILE_MENU_ID} aria-label="Mobile" className={panel} onKeyDown={onKeyDown}>
      <ul className={list}>
        {signedIn ? <Learner /> : null}
        {agent ? (
          <li>
            <SupportDeskLink />
          </li>
        ) : null}
        {admin ? (
          <li>
            <AdminAreaLink />
          </li>
        ) : null}
        <li>
          <Link variant="nav" href="/category">
            <GridIcon size={18} /> Category
          </Link>
        </li>
        <li>
          <CountLink href="/cart" name="Cart" count={counters.cart} icon={<CartIcon size={18} />} showName />
        </li>
        <li>
          <CountLink href="/wishlist" name="Wishlist" count={counters.wishlist} icon={<HeartIcon size={18} />} showName />
        </li>
        {signedIn ? (
          <>
            <li>
              <Link variant="nav" href="/notifications">
                <BellIcon size={18} /> Notifications
              </Link>
            </li>
            {agent || admin ? null : (
              <li>
                <HelpdeskLink showName />
              </li>
            )}
            <li className={accountRow}>
              <Button
                variant="secondary"
                onPress={() => {
                  // Signing out on the home page does not navigate, so close the menu here.
                  header.send({ type: "MOBILE_MENU_CLOSE" })
                  session.send({ type: "SIGN_OUT" })
                }}
              >
                <SignOutIcon size={18} /> Sign out
              </Button>
            </li>
          </>
        ) : (
          <li className={accountRow}>
            <Link variant="outline" href="/sign-in">
              Sign in
            </Link>
            <Link variant="button" href="/sign-up">
              Sign up
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
