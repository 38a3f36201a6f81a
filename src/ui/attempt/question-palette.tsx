/**
 * The question palette: every question by section, each showing
 * where the learner stands with it (current, answered, marked, answered and
 * marked, visited, not visited) and whether its answer reached the server
 * (saved, saving, not saved yet). Each state has its own shape or icon and
 * is spelled out in the button's accessible name and in the legend, so
 * nothing rests on colour alone.
 */
import { css } from "goober"
import type { PaletteStatus } from "../../domain/attempt/attempt-progress.ts"
import type { SaveStatus } from "../../domain/attempt/save-queue.ts"
import type { PaletteQuestion, PaletteSection } from "../../machines/attempt/attempt-view.ts"
import { Button } from "../shared/primitives/button.tsx"
import { color, font, radius, space } from "../shared/tokens.ts"
import { CheckIcon, ClockIcon, CloudOffIcon, FlagIcon } from "./attempt-icons.tsx"

export const PALETTE_STATUS_WORDS: Readonly<Record<PaletteStatus, string>> = {
  current: "current question",
  answeredMarked: "answered and marked for review",
  marked: "marked for review",
  answered: "answered",
  visited: "visited, not answered",
  notVisited: "not visited"
}

export const SAVE_STATUS_WORDS: Readonly<Record<SaveStatus, string>> = {
  saved: "saved",
  saving: "saving",
  notSaved: "not saved yet",
  untouched: ""
}

const tile = css`
  position: relative;
  width: 44px;
  height: 44px;
  min-height: 44px;
  padding: 0;
  border-radius: ${radius.md};
  font-weight: ${font.weight.semibold};
  font-size: ${font.size.sm};
  border: 1px solid ${color.borderStrong};
  background: ${color.surface};
  color: ${color.text};
  &[data-status="visited"] { border-style: dashed; background: ${color.surfaceAlt}; }
  &[data-status="answered"], &[data-status="answeredMarked"] { background: ${color.brand}; border-color: ${color.brand}; color: #fff; }
  &[data-status="marked"] { border-color: ${color.badge}; border-width: 2px; }
  &[data-status="current"] { border: 3px solid ${color.text}; background: ${color.brandTint}; color: ${color.brand}; }
  &[data-hovered] { filter: brightness(0.95); }
`

const flag = css`
  position: absolute;
  top: -6px;
  right: -6px;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: ${color.surface};
  color: ${color.badge};
  border: 1px solid ${color.badge};
  display: flex;
  align-items: center;
  justify-content: center;
`

const saveMark = css`
  position: absolute;
  bottom: -6px;
  right: -6px;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: ${color.surface};
  border: 1px solid ${color.borderStrong};
  display: flex;
  align-items: center;
  justify-content: center;
  &[data-save="saved"] { color: ${color.success}; border-color: ${color.success}; }
  &[data-save="saving"] { color: ${color.textMuted}; }
  &[data-save="notSaved"] { color: ${color.error}; border-color: ${color.error}; }
`

const sectionBlock = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  & h3 { font-size: ${font.size.sm}; color: ${color.textMuted}; font-weight: ${font.weight.semibold}; }
`

const grid = css`
  list-style: none;
  margin: 0;
  padding: ${space.xs};
  display: grid;
  grid-template-columns: repeat(auto-fill, 44px);
  gap: ${space.md};
`

const legendList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 170px), 1fr));
  gap: ${space.sm} ${space.md};
  font-size: ${font.size.sm};
  & li { display: flex; align-items: center; gap: ${space.sm}; }
`

const legendTile = css`
  position: relative;
  flex: none;
  width: 28px;
  height: 28px;
  border-radius: ${radius.sm};
  border: 1px solid ${color.borderStrong};
  background: ${color.surface};
  &[data-status="visited"] { border-style: dashed; background: ${color.surfaceAlt}; }
  &[data-status="answered"], &[data-status="answeredMarked"] { background: ${color.brand}; border-color: ${color.brand}; }
  &[data-status="marked"] { border-color: ${color.badge}; border-width: 2px; }
  &[data-status="current"] { border: 3px solid ${color.text}; background: ${color.brandTint}; }
`

const legendIcon = css`
  flex: none;
  width: 28px;
  display: flex;
  justify-content: center;
  &[data-save="saved"] { color: ${color.success}; }
  &[data-save="saving"] { color: ${color.textMuted}; }
  &[data-save="notSaved"] { color: ${color.error}; }
`

const isMarked = (status: PaletteStatus): boolean => status === "marked" || status === "answeredMarked"

export function SaveIcon({ status, size = 12 }: { readonly status: SaveStatus; readonly size?: number }) {
  switch (status) {
    case "saved":
      return <CheckIcon size={size} />
    case "saving":
      return <ClockIcon size={size} />
    case "notSaved":
      return <CloudOffIcon size={size} />
    case "untouched":
      return null
  }
}

export type { PaletteSection }

const nameOf = (question: PaletteQuestion): string =>
  [
    `Question ${question.number}`,
    PALETTE_STATUS_WORDS[question.status],
    question.status === "current" && question.marked ? "marked for review" : "",
    SAVE_STATUS_WORDS[question.save]
  ]
    .filter((part) => part !== "")
    .join(", ")

export function QuestionPalette({
  sections,
  onGoTo,
  isDisabled
}: {
  readonly sections: ReadonlyArray<PaletteSection>
  readonly onGoTo: (qsnId: string) => void
  readonly isDisabled: boolean
}) {
  return (
    <>
      {sections.map(({ section, questions }) => (
        <div key={section._id} className={sectionBlock}>
          <h3 id={`palette-${section._id}`}>{section.name}</h3>
          <ul className={grid} aria-labelledby={`palette-${section._id}`}>
            {questions.map((question) => (
              <li key={question.qsnId}>
                <Button
                  variant="quiet"
                  className={tile}
                  data-status={question.status}
                  data-save={question.save}
                  aria-label={nameOf(question)}
                  aria-current={question.status === "current" ? "step" : undefined}
                  isDisabled={isDisabled}
                  onPress={() => onGoTo(question.qsnId)}
                >
                  <span aria-hidden="true">{question.number}</span>
                  {isMarked(question.status) || (question.status === "current" && question.marked) ? (
                    <span className={flag} aria-hidden="true">
                      <FlagIcon size={11} />
                    </span>
                  ) : null}
                  {question.save === "untouched" ? null : (
                    <span className={saveMark} data-save={question.save} aria-hidden="true">
                      <SaveIcon status={question.save} />
                    </span>
                  )}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  )
}

const LEGEND_STATUSES: ReadonlyArray<PaletteStatus> = ["current", "answered", "marked", "answeredMarked", "visited", "notVisited"]
const LEGEND_SAVES: ReadonlyArray<SaveStatus> = ["saved", "saving", "notSaved"]

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)

export function PaletteLegend() {
  return (
    <ul className={legendList} aria-label="What the palette shows">
      {LEGEND_STATUSES.map((status) => (
        <li key={status}>
          <span className={legendTile} data-status={status} aria-hidden="true">
            {isMarked(status) ? (
              <span className={flag}>
                <FlagIcon size={11} />
              </span>
            ) : null}
          </span>
          {capitalised(PALETTE_STATUS_WORDS[status])}
        </li>
      ))}
      {LEGEND_SAVES.map((save) => (
        <li key={save}>
          <span className={legendIcon} data-save={save} aria-hidden="true">
            <SaveIcon status={save} size={16} />
          </span>
          {capitalised(SAVE_STATUS_WORDS[save])}
        </li>
      ))}
    </ul>
  )
}
