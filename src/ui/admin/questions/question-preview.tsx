/**
 * A question exactly as a learner sees it on the test screen: the
 * test screen's own QuestionView (src/ui/shared/question-view.tsx), given the
 * draft being edited. The admin can try choosing; nothing is saved. "Show
 * the correct answers" marks them as a review does.
 */
import { css } from "goober"
import { useState } from "react"
import type { QuestionDraft } from "../../../api/admin/admin-questions.ts"
import { QuestionView } from "../../shared/question-view.tsx"
import { color, font, radius, space } from "../../shared/tokens.ts"
import { AdminCheckbox } from "../admin-checkbox.tsx"

const frame = css`
  border: 1px dashed ${color.borderStrong};
  border-radius: ${radius.md};
  padding: ${space.md};
  background: ${color.surfaceAlt};
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  min-width: 0;
`

const card = css`
  background: ${color.surface};
  border-radius: ${radius.md};
  padding: ${space.md};
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  & p { margin: 0; }
`

const caption = css`
  margin: 0;
  font-size: ${font.size.sm};
  color: ${color.textMuted};
`

export function QuestionPreview({
  draft,
  number,
  total,
  sectionName,
  idBase
}: {
  readonly draft: QuestionDraft
  readonly number: number
  readonly total: number
  readonly sectionName: string
  /** Makes the ids of this preview unique on the page. */
  readonly idBase: string
}) {
  const [chosen, setChosen] = useState<ReadonlyArray<string>>([])
  const [showCorrect, setShowCorrect] = useState(false)
  // A draft's options have no ids yet: their places stand in for them.
  const question = {
    _id: idBase,
    kind: draft.kind,
    text: draft.text === "" ? "(no text yet)" : draft.text,
    options: draft.options.map((option, index) => ({ _id: String(index), text: option.text === "" ? "(empty option)" : option.text }))
  }
  const correctIds = showCorrect ? draft.options.flatMap((option, index) => (option.correct ? [String(index)] : [])) : []
  const choose = (id: string) => setChosen((now) => (draft.kind === "single" ? [id] : now.includes(id) ? now.filter((each) => each !== id) : [...now, id]))
  return (
    <section className={frame} aria-label="Preview as a learner sees it">
      <p className={caption}>Preview: what a learner sees on the test screen. Choosing here saves nothing.</p>
      <div className={card}>
        <QuestionView
          question={question}
          number={number}
          total={total}
          sectionName={sectionName}
          chosen={chosen}
          isDisabled={false}
          onChoose={choose}
          headingLevel={3}
          headingId={`${idBase}-heading`}
          correctIds={correctIds}
        />
      </div>
      <AdminCheckbox isSelected={showCorrect} onChange={setShowCorrect}>
        Show the correct answers
      </AdminCheckbox>
    </section>
  )
}
