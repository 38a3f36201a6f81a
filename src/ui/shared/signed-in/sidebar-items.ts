/**
 * The profile sidebar's links (spec §2 "Profile sidebar"), in order. Sign Out
 * is not a link: it ends the session, which then goes to /.
 */
export interface SidebarItem {
  readonly label: string
  readonly href: string
  /** The paths this item stands for (its own and its sub-pages), for highlighting. */
  readonly matches: (path: string) => boolean
}

const under = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`)

export const SIDEBAR_ITEMS: ReadonlyArray<SidebarItem> = [
  { label: "My Profile", href: "/profile", matches: (path) => path === "/profile" },
  { label: "My Packages", href: "/profile/package/active/1", matches: under("/profile/package") },
  { label: "My Exams", href: "/profile/exam/active", matches: under("/profile/exam") },
  { label: "Transaction", href: "/profile/transaction", matches: under("/profile/transaction") },
  { label: "Change Password", href: "/change-password", matches: under("/change-password") },
  { label: "Help", href: "/helpdesk", matches: (path) => under("/helpdesk")(path) || path === "/helpdesk-closed" }
]

/** The item matching the current path, highlighted in the sidebar; null when none does. */
export const currentSidebarItem = (path: string): SidebarItem | null => {
  // Trailing slashes ("/profile/") name the same page.
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path
  return SIDEBAR_ITEMS.find((item) => item.matches(normalized)) ?? null
}
