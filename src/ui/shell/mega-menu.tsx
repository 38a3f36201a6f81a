/**
 * The Category mega-menu (spec §2 Mega-menu), on react-aria's Menu: a menu
 * button, arrow-key navigation, type-ahead, sub-menus that open on hover or
 * the right arrow, Escape to close, and focus returned to the button.
 *
 * Open/closed lives in the header machine (categoryMenu region) so that a
 * navigation closes it; the data comes from the site-content machine. A
 * coming-soon exam's entry says "(coming soon)" in its text, so its name
 * read aloud says it too; type-ahead still matches the name alone.
 * A chunk of its own, loaded on first use behind category-button.tsx's
 * placeholder.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import { useEffect, useState } from "react"
import { Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover, Separator, SubmenuTrigger } from "react-aria-components"
import type { MenuCategory, MenuExam } from "../../api/catalog/catalog.ts"
import { menuRowCount } from "../../domain/catalog/menu-rows.ts"
import { isCategoryMenuOpen } from "../../machines/shell/header.machine.ts"
import { hasMenuFailed, isMenuLoading, selectMenu } from "../../machines/shell/site-content.machine.ts"
import { useHeaderActor, useSiteContent } from "../shared/app-actors.ts"
import { useWindowHeight } from "../shared/use-window-height.ts"
import { CategoryLabel, categoryTriggerClass } from "./category-button.tsx"
import { type DeferredProps, focusOnOpen } from "./deferred-control.tsx"
import { ChevronRightIcon, GridIcon } from "../shared/icons.tsx"
import { Button } from "../shared/primitives/button.tsx"
import { menuClass, menuItemClass, menuSectionHeaderClass, menuSeparatorClass, popoverClass } from "../shared/primitives/menu-styles.ts"
import { color, font, space } from "../shared/tokens.ts"
import { ALL_CATEGORIES_PATH, categoryExamsPath, examOverviewPath, showsChevron, subCategoriesWithExams } from "../../domain/catalog/menu.ts"

// Many exams: the sub-menu lays its sections out in columns; arrow keys still
// walk them in reading order (down the first column, then the next).
const submenuClass = css`
  padding: ${space.sm};
  outline: none;
  width: min(560px, calc(100vw - 32px));
  columns: 2 240px;
  column-gap: ${space.sm};
  & section { break-inside: avoid; margin-bottom: ${space.xs}; }
`

const allCategoriesClass = css`
  color: ${color.brand};
  font-weight: ${font.weight.semibold};
  justify-content: flex-start;
`

const statusClass = css`
  font-style: italic;
`

const comingSoonNote = css`
  color: ${color.textMuted};
  font-size: ${font.size.xs};
  font-weight: ${font.weight.regular};
  white-space: nowrap;
`

function ExamEntry({ exam }: { readonly exam: MenuExam }) {
  return (
    <MenuItem id={exam._id} className={menuItemClass} href={examOverviewPath(exam)} textValue={exam.name}>
      {exam.availability === "onSale" ? (
        exam.name
      ) : (
        <span>
          {exam.name} <span className={comingSoonNote}>(coming soon)</span>
        </span>
      )}
    </MenuItem>
  )
}

function CategoryItem({ category }: { readonly category: MenuCategory }) {
  if (!showsChevron(category)) {
    return (
      <MenuItem className={menuItemClass} href={categoryExamsPath(category)} textValue={category.name}>
        <span>{category.name}</span>
      </MenuItem>
    )
  }
  return (
    <SubmenuTrigger>
      <MenuItem className={menuItemClass} textValue={category.name}>
        <span>{category.name}</span>
        <ChevronRightIcon size={16} />
      </MenuItem>
      <Popover className={popoverClass} placement="end top" offset={4}>
        <Menu className={submenuClass}>
          {subCategoriesWithExams(category).map((sub) => (
            <MenuSection key={sub._id} id={sub._id}>
              <Header className={menuSectionHeaderClass}>{sub.name}</Header>
              {sub.exams.map((exam) => (
                <ExamEntry key={exam._id} exam={exam} />
              ))}
            </MenuSection>
          ))}
        </Menu>
      </Popover>
    </SubmenuTrigger>
  )
}

function MenuBody({ autoFocus }: { readonly autoFocus: "first" | undefined }) {
  const siteContent = useSiteContent()
  const loading = useSelector(siteContent, isMenuLoading)
  const failed = useSelector(siteContent, hasMenuFailed)
  const categories = useSelector(siteContent, selectMenu)
  const rows = menuRowCount(useWindowHeight())
  // Only when the menu was opened for a press its code came after (otherwise MenuTrigger decides).
  const focusProps = autoFocus === undefined ? {} : { autoFocus }

  if (loading) {
    return (
      <Menu className={menuClass} disabledKeys={["loading"]} {...focusProps}>
        <MenuItem id="loading" className={`${menuItemClass} ${statusClass}`}>
          Loading categories…
        </MenuItem>
      </Menu>
    )
  }
  if (failed) {
    return (
      <Menu className={menuClass} {...focusProps}>
        <MenuItem id="retry" className={menuItemClass} onAction={() => siteContent.send({ type: "RETRY_MENU" })} shouldCloseOnSelect={false}>
          Categories could not be loaded. Try again
        </MenuItem>
        <MenuItem id="all" className={`${menuItemClass} ${allCategoriesClass}`} href={ALL_CATEGORIES_PATH}>
          <GridIcon size={16} /> All Categories
        </MenuItem>
      </Menu>
    )
  }
  return (
    <Menu className={menuClass} {...focusProps}>
      {categories.slice(0, rows).map((category) => (
        <CategoryItem key={category._id} category={category} />
      ))}
      <Separator className={menuSeparatorClass} />
      <MenuItem id="all-categories" className={`${menuItemClass} ${allCategoriesClass}`} href={ALL_CATEGORIES_PATH} textValue="All Categories">
        <GridIcon size={16} />
        <span>All Categories</span>
      </MenuItem>
    </Menu>
  )
}

export function MegaMenu({ earlyPress }: DeferredProps) {
  const header = useHeaderActor()
  const isOpen = useSelector(header, isCategoryMenuOpen)
  // A press on the placeholder before this code was there opens the menu as that press would have.
  const [autoFocus, setAutoFocus] = useState<"first" | undefined>(undefined)
  useEffect(() => {
    if (earlyPress === null) return
    setAutoFocus(focusOnOpen(earlyPress))
    header.send({ type: "CATEGORY_MENU_OPEN" })
  }, [earlyPress, header])
  return (
    <MenuTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setAutoFocus(undefined)
        header.send({ type: open ? "CATEGORY_MENU_OPEN" : "CATEGORY_MENU_CLOSE" })
      }}
    >
      <Button variant="quiet" className={categoryTriggerClass}>
        <CategoryLabel />
      </Button>
      <Popover className={popoverClass} placement="bottom start" offset={6}>
        <MenuBody autoFocus={autoFocus} />
      </Popover>
    </MenuTrigger>
  )
}
