/**
 * The test's sections as tabs above the question: pressing one opens its
 * first question. The current section is marked (aria-current), and each
 * says how many of its questions are answered.
 */
import { css } from "goober"
import type { SectionTab } from "../../machines/attempt/attempt-view.ts"
import { Button } from "../shared/primitives/button.tsx"
import { visuallyHidden } from "../shared/primitives/visually-hidden.ts"
import { color, font, space } from "../shared/tokens.ts"

const nav = css`
  /* Positioned, so the hidden words inside the tabs scroll with them instead of widening the page. */
  position: relative;
  border-bottom: 1px solid ${color.border};
  overflow-x: auto;
`

const list = css`
  list-style: none;
  margin: 0;
  padding: 0 ${space.xs};
  display: flex;
  gap: ${space.xs};
`

const tab = css`
  border-radius: 0;
  border-bottom: 3px solid transparent;
  padding: 0 ${space.md};
  color: ${color.textMuted};
  font-weight: ${font.weight.semibold};
  &[aria-current="true"] { color: ${color.brand}; border-bottom-color: ${color.brand}; }
  & small { font-weight: ${font.weight.regular}; font-size: ${font.size.xs}; color: ${color.textMuted}; }
`

export type { SectionTab }

export function SectionTabs({
  sections,
  currentSectionId,
  onOpen,
  isDisabled
}: {
  readonly sections: ReadonlyArray<SectionTab>
  readonly currentSectionId: string | null
  readonly onOpen: (qsnId: string) => void
  readonly isDisabled: boolean
}) {
  return (
    <nav aria-label="Sections" className={nav}>
      <ul className={list}>
        {sections.map((section) => (
          <li key={section.sectionId}>
            <Button
              variant="quiet"
              className={tab}
              aria-current={section.sectionId === currentSectionId ? "true" : undefined}
              isDisabled={isDisabled || section.firstQsnId === null}
              onPress={() => {
                if (section.firstQsnId !== null) onOpen(section.firstQsnId)
              }}
            >
              {section.name}{" "}
              <small>
                {section.answered}/{section.total}
                <span className={visuallyHidden}> answered</span>
              </small>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
