/**
 * Page links under a paged list: Previous, the page numbers around the
 * current one (first and last always shown, gaps as "…"), Next. Buttons, not
 * links: the list's actor holds the page. The current page is marked with
 * aria-current for assistive technology.
 */
import { css } from "goober"
import { pageWindow } from "../../domain/page-window.ts"
import { Button } from "../primitives/button.tsx"
import { color, font, space } from "../tokens.ts"

const nav = css`
  display: flex;
  justify-content: center;
  margin-top: ${space.xxl};
  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: ${space.xs};
  }
`

const pageButton = css`
  min-width: 44px;
  padding: 0 ${space.md};
  font-variant-numeric: tabular-nums;
  &[aria-current="page"] { background: ${color.brand}; color: #fff; border-color: ${color.brand}; }
`

const gap = css`
  padding: 0 ${space.xs};
  color: ${color.textMuted};
  font-weight: ${font.weight.semibold};
`

export function Pager({ page, pages, label, onPage, isDisabled = false }: {
  readonly page: number
  readonly pages: number
  /** Names the navigation landmark, e.g. "Blog pages". */
  readonly label: string
  readonly onPage: (page: number) => void
  readonly isDisabled?: boolean
}) {
  if (pages <= 1) return null
  return (
    <nav className={nav} aria-label={label}>
      <ul>
        <li>
          <Button variant="quiet" isDisabled={isDisabled || page <= 1} onPress={() => onPage(page - 1)}>Previous</Button>
        </li>
        {pageWindow(page, pages).map((n, index) => (
          <li key={n ?? `gap-${index}`}>
            {n === null
              ? <span className={gap} aria-hidden="true">…</span>
              : (
                <Button
                  variant="secondary"
                  className={pageButton}
                  aria-current={n === page ? "page" : undefined}
                  aria-label={`Page ${n}`}
                  isDisabled={isDisabled}
                  onPress={() => onPage(n)}
                >
                  {n}
                </Button>
              )}
          </li>
        ))}
        <li>
          <Button variant="quiet" isDisabled={isDisabled || page >= pages} onPress={() => onPage(page + 1)}>Next</Button>
        </li>
      </ul>
    </nav>
  )
}
