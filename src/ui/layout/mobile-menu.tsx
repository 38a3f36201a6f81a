/**
 * The menu behind the hamburger button on narrow screens: a disclosure (a
 * button with aria-expanded controlling a list of links), opened and closed
 * by the header machine so navigation and Escape close it.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import type { KeyboardEvent } from "react"
import { isMobileMenuOpen } from "../../machines/header.machine.ts"
import { useCounters, useHeaderActor } from "../app-actors.tsx"
import { CartIcon, GridIcon, HeartIcon } from "../icons.tsx"
import { Link } from "../primitives/link.tsx"
import { color, media, space } from "../tokens.ts"
import { CountLink } from "./count-link.tsx"

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
  & a { flex: 1; justify-content: center; }
`

export function MobileMenu() {
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
        <li>
          <Link variant="nav" href="/category"><GridIcon size={18} /> Category</Link>
        </li>
        <li>
          <CountLink href="/cart" name="Cart" count={counters.cart} icon={<CartIcon size={18} />} showName />
        </li>
        <li>
          <CountLink href="/wishlist" name="Wishlist" count={counters.wishlist} icon={<HeartIcon size={18} />} showName />
        </li>
        <li className={accountRow}>
          <Link variant="outline" href="/sign-in">Sign in</Link>
          <Link variant="button" href="/sign-up">Sign up</Link>
        </li>
      </ul>
    </nav>
  )
}
