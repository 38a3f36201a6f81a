/**
 * A header link with a count badge (cart, wishlist). The badge is visual;
 * the accessible name carries the count ("Cart, 0 items").
 */
import { css } from "goober"
import type { ReactNode } from "react"
import { Link } from "./link.tsx"
import { color, font, radius } from "../tokens.ts"

const linkClass = css`
  position: relative;
  width: 44px;
  justify-content: center;
  padding: 0;
`

const labelledLinkClass = css`
  position: relative;
  gap: 10px;
`

/** The count over an icon's corner (cart, wishlist, the notification bell). */
export const cornerBadge = css`
  position: absolute;
  top: 3px;
  right: 1px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${radius.pill};
  background: ${color.badge};
  color: #fff;
  font-size: 0.6875rem;
  font-weight: ${font.weight.bold};
  line-height: 18px;
  text-align: center;
`

/** The count beside a name (the mobile menu, the profile sidebar). */
export const inlineBadge = css`
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: ${radius.pill};
  background: ${color.badge};
  color: #fff;
  font-size: ${font.size.xs};
  font-weight: ${font.weight.bold};
  line-height: 22px;
  text-align: center;
`

export interface CountLinkProps {
  readonly href: string
  readonly name: string
  readonly count: number
  readonly icon: ReactNode
  /** Show the name as text beside the icon (the mobile menu) instead of an icon-only link. */
  readonly showName?: boolean
  /** The accessible name when "Name, N items" does not fit what is counted. */
  readonly label?: string
  /** No badge while the count is 0 (a count of news rather than of contents). */
  readonly hideZero?: boolean
}

export const countLabel = (name: string, count: number): string => `${name}, ${count} ${count === 1 ? "item" : "items"}`

export function CountLink({ href, name, count, icon, showName = false, label, hideZero = false }: CountLinkProps) {
  return (
    <Link variant="nav" href={href} aria-label={label ?? countLabel(name, count)} className={showName ? labelledLinkClass : linkClass}>
      {icon}
      {showName ? <span>{name}</span> : null}
      {hideZero && count === 0 ? null : (
        <span className={showName ? inlineBadge : cornerBadge} aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  )
}
