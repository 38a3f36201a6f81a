/** Where a page sits in the catalog: Home › Categories › Cloud Computing › this page. */
import { css } from "goober"
import { ChevronRightIcon } from "../shared/icons.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { color, font, space } from "../shared/tokens.ts"

export interface Crumb {
  readonly label: string
  /** Omitted for the page itself (the last crumb). */
  readonly href?: string
}

const list = css`
  list-style: none;
  margin: 0 0 ${space.lg};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs};
  font-size: ${font.size.sm};
  color: ${color.textMuted};
  & li { display: inline-flex; align-items: center; gap: ${space.xs}; min-width: 0; }
  & svg { color: ${color.borderStrong}; flex: none; }
  & [aria-current="page"] { color: ${color.text}; font-weight: ${font.weight.medium}; overflow-wrap: anywhere; }
`

export function Breadcrumbs({ crumbs }: { readonly crumbs: ReadonlyArray<Crumb> }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={list}>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {index > 0 ? <ChevronRightIcon size={14} /> : null}
            {crumb.href === undefined ? <span aria-current="page">{crumb.label}</span> : <Link href={crumb.href}>{crumb.label}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
