/**
 * A pager under a paged list (the catalog's exams and packages, the blog):
 * Previous, the page numbers (both ends, the current page and its
 * neighbours; domain/page-window.ts) and Next, in a navigation landmark the
 * caller names. Buttons that call `onPage`: the screen's list view moves
 * the address (?page=N) and the list's machine follows. The current page
 * carries aria-current="page"; every button says which page it opens.
 */
import { css } from "goober"
import { pageWindow } from "../../../domain/shared/page-window.ts"
import { ChevronRightIcon } from "../icons.tsx"
import { color, radius, space } from "../tokens.ts"
import { Button } from "./button.tsx"
import { pagerGap, pagerList, previousIcon } from "./pager-styles.ts"

const nav = css`
  display: flex;
  justify-content: center;
  margin-top: ${space.xl};
`

const pageButton = css`
  min-width: 44px;
  padding: 0 ${space.sm};
  &[aria-current="page"] { background: ${color.brand}; color: #fff; border-color: ${color.brand}; cursor: default; }
`

const stepButton = css`
  border-radius: ${radius.md};
`

export interface PagerProps {
  readonly page: number
  readonly pages: number
  readonly onPage: (page: number) => void
  /** What is being paged, for the landmark's name ("Exam pages", "Blog pages"). */
  readonly label: string
  /** A page is loading: the buttons wait. */
  readonly isBusy?: boolean
}

export function Pager({ page, pages, onPage, label, isBusy = false }: PagerProps) {
  if (pages <= 1) return null
  const slots = pageWindow(page, pages)
  return (
    <nav aria-label={label} className={nav}>
      <ul className={pagerList}>
        <li>
          <Button variant="secondary" className={stepButton} isDisabled={page <= 1 || isBusy} aria-label="Previous page" onPress={() => onPage(page - 1)}>
            <ChevronRightIcon className={previousIcon} size={18} />
            <span>Previous</span>
          </Button>
        </li>
        {slots.map((slot, index) =>
          slot === null ? (
            <li key={`gap-${index}`} className={pagerGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <Button
                variant={slot === page ? "primary" : "quiet"}
                className={pageButton}
                aria-current={slot === page ? "page" : undefined}
                aria-label={`Page ${slot}`}
                isDisabled={isBusy && slot !== page}
                onPress={() => {
                  if (slot !== page) onPage(slot)
                }}
              >
                {slot}
              </Button>
            </li>
          )
        )}
        <li>
          <Button variant="secondary" className={stepButton} isDisabled={page >= pages || isBusy} aria-label="Next page" onPress={() => onPage(page + 1)}>
            <span>Next</span>
            <ChevronRightIcon size={18} />
          </Button>
        </li>
      </ul>
    </nav>
  )
}
