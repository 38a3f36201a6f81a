/**
 * The header's Category button, as the mega-menu (mega-menu.tsx) shows it
 * and as its placeholder shows it before the menu's code is there
 * (deferred-control.tsx): the same look either way.
 */
import { css } from "goober"
import { ALL_CATEGORIES_PATH } from "../../domain/catalog/menu.ts"
import { ChevronDownIcon } from "../shared/icons.tsx"
import { Button } from "../shared/primitives/button.tsx"
import { space } from "../shared/tokens.ts"
import { deferredControl } from "./deferred-control.tsx"

export const categoryTriggerClass = css`
  gap: ${space.xs};
  & svg { transition: transform 150ms ease; }
  &[aria-expanded="true"] svg { transform: rotate(180deg); }
`

export function CategoryLabel() {
  return (
    <>
      Category
      <ChevronDownIcon size={16} />
    </>
  )
}

const DeferredMegaMenu = deferredControl(() => import("./mega-menu.tsx").then((module) => module.MegaMenu))

/** The mega-menu, its code loaded when the learner first reaches for it. */
export function CategoryMenu() {
  return (
    <DeferredMegaMenu
      fallbackHref={ALL_CATEGORIES_PATH}
      props={{}}
      placeholder={(wake) => (
        <Button variant="quiet" className={categoryTriggerClass} aria-haspopup="true" aria-expanded={false} {...wake}>
          <CategoryLabel />
        </Button>
      )}
    />
  )
}
