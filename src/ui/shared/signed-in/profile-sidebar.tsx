/**
 * The profile sidebar (spec §2): the area's links with the current one marked
 * (aria-current="page", so screen readers say it too), and Sign Out, which
 * ends the session; the session then goes to /. Help carries the header's
 * count of tickets with a reply not yet read (the app-wide helpdeskUnread
 * actor), as a badge and in its accessible name.
 */
import { css } from "goober"
import { useHelpdeskUnreadCount } from "../app-actors.ts"
import { SignOutIcon } from "../icons.tsx"
import { inlineBadge } from "../primitives/count-link.tsx"
import { helpdeskLinkLabel } from "./helpdesk-link.tsx"
import { Button } from "../primitives/button.tsx"
import { Link } from "../primitives/link.tsx"
import { font, space } from "../tokens.ts"
import { currentSidebarItem, SIDEBAR_ITEMS, type SidebarItem } from "./sidebar-items.ts"
import { sidebarItem, sidebarList, sidebarNav } from "./sidebar-styles.ts"

/** The count badge of the header's mobile menu, pushed to the item's end. */
const unreadBadge = `${inlineBadge} ${css`margin-left: auto;`}`

/** Help's link: the unread count as a badge (none while 0) and in the link's name. */
function HelpLink({ entry, isCurrent }: { readonly entry: SidebarItem; readonly isCurrent: boolean }) {
  const count = useHelpdeskUnreadCount()
  return (
    <Link
      variant="plain"
      className={sidebarItem}
      href={entry.href}
      aria-current={isCurrent ? "page" : undefined}
      aria-label={count === 0 ? undefined : `${entry.label}${helpdeskLinkLabel(count).slice("Helpdesk".length)}`}
    >
      {entry.label}
      {count === 0 ? null : (
        <span className={unreadBadge} aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  )
}

const signOut = css`
  width: 100%;
  justify-content: flex-start;
  font-weight: ${font.weight.medium};
  padding: ${space.sm} ${space.md};
`

export interface ProfileSidebarProps {
  /** The current path, to mark the matching item. */
  readonly path: string
  readonly onSignOut: () => void
  readonly isSigningOut?: boolean
}

export function ProfileSidebar({ path, onSignOut, isSigningOut = false }: ProfileSidebarProps) {
  const current = currentSidebarItem(path)
  return (
    <nav aria-label="Profile" className={sidebarNav}>
      <ul className={sidebarList}>
        {SIDEBAR_ITEMS.map((entry) => (
          <li key={entry.href}>
            {entry.href === "/helpdesk" ? (
              <HelpLink entry={entry} isCurrent={entry === current} />
            ) : (
              <Link variant="plain" className={sidebarItem} href={entry.href} aria-current={entry === current ? "page" : undefined}>
                {entry.label}
              </Link>
            )}
          </li>
        ))}
        <li>
          <Button variant="quiet" className={signOut} onPress={onSignOut} isPending={isSigningOut}>
            <SignOutIcon size={18} /> Sign Out
          </Button>
        </li>
      </ul>
    </nav>
  )
}
