/**
 * The header (spec §2 Header): brand, Category mega-menu, search, cart and
 * wishlist with counts, and the account corner (sign-in and sign-up for
 * guests; notifications, the learner's name and sign-out); below 768 px the
 * category and account links move behind a hamburger button.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import { useEffect, useRef } from "react"
import { isMobileMenuOpen, isSearchOpen } from "../../machines/shell/header.machine.ts"
import { useCounters, useHeaderActor } from "../shared/app-actors.ts"
import { CartIcon, CloseIcon, HeartIcon, MenuIcon, SearchIcon } from "../shared/icons.tsx"
import { Button } from "../shared/primitives/button.tsx"
import { color, contentMaxWidth, media, space, zIndex } from "../shared/tokens.ts"
import { AccountLinks } from "./account-links.tsx"
import { BrandLink } from "./brand-link.tsx"
import { CategoryMenu } from "./category-button.tsx"
import { CountLink } from "../shared/primitives/count-link.tsx"
import { MOBILE_MENU_ID, MobileMenu } from "./mobile-menu.tsx"
import { SEARCH_BAR_ID, SearchBar } from "./search-bar.tsx"

const headerClass = css`
  position: sticky;
  top: 0;
  z-index: ${zIndex.header};
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
`

const bar = css`
  max-width: ${contentMaxWidth};
  margin: 0 auto;
  min-height: 68px;
  padding: ${space.sm} ${space.lg};
  display: flex;
  align-items: center;
  gap: ${space.sm};
  ${media.md} { gap: ${space.lg}; }
`

/** Shown only on wide screens (the mobile menu holds these there). */
const wideOnly = css`
  display: none !important;
  ${media.md} { display: inline-flex !important; }
`

/** Shown only on narrow screens. */
const narrowOnly = css`
  ${media.md} { display: none !important; }
`

const mainNav = css`
  align-items: center;
`

const actions = css`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${space.xs};
`

const accountLinks = css`
  align-items: center;
  gap: ${space.sm};
  margin-left: ${space.sm};
  padding-left: ${space.md};
  border-left: 1px solid ${color.border};
`

/**
 * After a pop-out closes with focus inside it (Escape, its close button),
 * focus goes back to the button that opened it instead of being lost on
 * <body>. A close caused by navigating elsewhere leaves focus alone.
 */
function useReturnFocusOnClose(isOpen: boolean) {
  const toggleRef = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(isOpen)
  useEffect(() => {
    if (wasOpen.current && !isOpen && (document.activeElement === null || document.activeElement === document.body)) {
      toggleRef.current?.focus()
    }
    wasOpen.current = isOpen
  }, [isOpen])
  return toggleRef
}

export function SiteHeader() {
  const header = useHeaderActor()
  const counters = useCounters()
  const searchOpen = useSelector(header, isSearchOpen)
  const mobileMenuOpen = useSelector(header, isMobileMenuOpen)
  const searchToggleRef = useReturnFocusOnClose(searchOpen)
  const mobileToggleRef = useReturnFocusOnClose(mobileMenuOpen)

  return (
    <header className={headerClass}>
      <div className={bar}>
        <Button
          ref={mobileToggleRef}
          variant="icon"
          className={narrowOnly}
          aria-label="Menu"
          aria-expanded={mobileMenuOpen}
          aria-controls={mobileMenuOpen ? MOBILE_MENU_ID : undefined}
          onPress={() => header.send({ type: "MOBILE_MENU_TOGGLE" })}
        >
          {mobileMenuOpen ? <CloseIcon /> : <MenuIcon />}
        </Button>
        <BrandLink />
        <nav aria-label="Main" className={`${mainNav} ${wideOnly}`}>
          <CategoryMenu />
        </nav>
        <div className={actions}>
          <Button
            ref={searchToggleRef}
            variant="icon"
            aria-label="Search"
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? SEARCH_BAR_ID : undefined}
            onPress={() => header.send({ type: "SEARCH_TOGGLE" })}
          >
            <SearchIcon />
          </Button>
          <span className={wideOnly}>
            <CountLink href="/cart" name="Cart" count={counters.cart} icon={<CartIcon />} />
          </span>
          <span className={wideOnly}>
            <CountLink href="/wishlist" name="Wishlist" count={counters.wishlist} icon={<HeartIcon />} />
          </span>
          <div className={`${accountLinks} ${wideOnly}`}>
            <AccountLinks />
          </div>
        </div>
      </div>
      <SearchBar />
      <MobileMenu />
    </header>
  )
}
