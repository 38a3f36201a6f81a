/**
 * The profile area's frame: the sidebar beside the screen on wide screens,
 * above it on narrow ones.
 */
import { css } from "goober"
import type { ReactNode } from "react"
import { media, space } from "../tokens.ts"
import { ProfileSidebar, type ProfileSidebarProps } from "./profile-sidebar.tsx"

const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.lg};
  align-items: start;
  ${media.md} { grid-template-columns: 220px minmax(0, 1fr); gap: ${space.xl}; }
  ${media.lg} { grid-template-columns: 260px minmax(0, 1fr); }
`

export function ProfileLayout({ children, ...sidebar }: ProfileSidebarProps & { readonly children: ReactNode }) {
  return (
    <div className={grid}>
      <ProfileSidebar {...sidebar} />
      <div>{children}</div>
    </div>
  )
}
