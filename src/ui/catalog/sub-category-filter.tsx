/**
 * A category's sub-categories as a single-choice filter, "All" first
 * (react-aria ToggleButtonGroup: a radio group, arrow keys move between the
 * choices). Only sub-categories with exams are offered.
 */
import { css } from "goober"
import { ToggleButton, ToggleButtonGroup, type Key } from "react-aria-components"
import type { SubCategorySummary } from "../../api/catalog/catalog.ts"
import { color, font, radius, space } from "../shared/tokens.ts"

/** The key of the "All" choice (no sub-category). */
export const ALL_SUB_CATEGORIES = "all"

const group = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`

const choice = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 40px;
  padding: 0 ${space.md};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.medium};
  cursor: pointer;
  & span { color: ${color.textMuted}; font-variant-numeric: tabular-nums; }
  &[data-hovered] { border-color: ${color.brand}; color: ${color.brand}; }
  &[data-selected] { background: ${color.brand}; border-color: ${color.brand}; color: #fff; }
  &[data-selected] span { color: ${color.brandTint}; }
`

export function SubCategoryFilter({
  subCategories,
  total,
  selected,
  onSelect,
  label
}: {
  readonly subCategories: ReadonlyArray<SubCategorySummary>
  /** Every exam of the category, for the "All" choice. */
  readonly total: number
  /** The chosen sub-category's id, or ALL_SUB_CATEGORIES. */
  readonly selected: string
  readonly onSelect: (key: string) => void
  readonly label: string
}) {
  const offered = subCategories.filter((sub) => sub.examCount > 0)
  return (
    <ToggleButtonGroup
      aria-label={label}
      className={group}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[selected]}
      onSelectionChange={(keys: Set<Key>) => {
        const [key] = [...keys]
        if (key !== undefined) onSelect(String(key))
      }}
    >
      <ToggleButton id={ALL_SUB_CATEGORIES} className={choice}>
        All <span>{total}</span>
      </ToggleButton>
      {offered.map((sub) => (
        <ToggleButton key={sub._id} id={sub._id} className={choice}>
          {sub.name} <span>{sub.examCount}</span>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  )
}
