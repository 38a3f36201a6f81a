/**
 * A pager of links, for lists whose page is part of the path (Transactions'
 * /profile/transaction/{page}, My Packages' /profile/package/active/{page}):
 * Previous, the page numbers (both ends, the current page and its
 * neighbours; domain/page-window.ts) and Next, each a real link to its
 * address, so it can be opened in a new tab, copied or followed by Back.
 * The current page carries aria-current="page"; every link says which page
 * it opens. (Pager, beside it, is the same row of buttons for `?page=N`.)
 */
import { css } from "goober"
import { pageWindow } from "../../../domain/shared/page-window.ts"
import { ChevronRightIcon } from "../icons.tsx"
import { color, font, radius, space } from "../tokens.ts"
import { Link } from "./link.tsx"
import { pagerGap, pagerList, previousIcon } from "./pager-styles.ts"

const nav = css`
  display: flex;
  justify-content: center;
`

const pageLink = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${space.sm};
  border-radius: ${radius.md};
  border: 1px solid ${color.border};
  color: ${color.brand};
  font-weight: ${font.weight.semibold};
  text-decoration: none;
  background: ${color.surface};
  &[data-hovered] { background: ${color.brandTint}; }
  &[aria-current="page"] { background: ${color.brand}; color: #fff; border-color: ${color.brand}; }
`

const absent = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 44px;
  padding: 0 ${space.sm};
  color: ${color.textMuted};
`

export interface PageLinksProps {
  readonly page: number
  readonly pages: number
  /** The address of a page. */
  readonly hrefOf: (page: number) => string
  /** What is being paged, for the landmark's name ("Transaction pages"). */
  readonly label: string
}

export function PageLinks({ page, pages, hrefOf, label }: PageLinksProps) {
  if (pages <= 1) return null
  return (
    <nav aria-label={label} className={nav}>
      <ul className={pagerList}>
        <li>
          {page > 1 ? (
            <Link variant="plain" className={pageLink} href={hrefOf(page - 1)} aria-label="Previous page">
              <ChevronRightIcon className={previousIcon} size={18} />
              <span>Previous</span>
            </Link>
          ) : (
            <span className={absent} aria-hidden="true">
              <ChevronRightIcon className={previousIcon} size={18} />
              Previous
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((slot, index) =>
          slot === null ? (
            <li key={`gap-${index}`} className={pagerGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link variant="plain" className={pageLink} href={hrefOf(slot)} aria-label={`Page ${slot}`} aria-current={slot === page ? "page" : undefined}>
                {slot}
              </Link>
            </li>
          )
        )}
        <li>
          {page < pages ? (
            <Link variant="plain" className={pageLink} href={hrefOf(page + 1)} aria-label="Next page">
              <span>Next</span>
              <ChevronRightIcon size={18} />
            </Link>
          ) : (
            <span className={absent} aria-hidden="true">
              Next
              <ChevronRightIcon size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
