/**
 * The search box above the exam results, rendered from the exam-search
 * actor: typing searches after a pause, Enter or the button at once, the
 * clear button goes back to every exam; a blank search says 'Please enter
 * exam name' (spec §5).
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import type { FormEvent } from "react"
import type { ActorRefFrom } from "xstate"
import { type examSearchMachine, selectSearchError, selectSearchText } from "../../machines/catalog/exam-search.machine.ts"
import { Button } from "../shared/primitives/button.tsx"
import { SearchField } from "../shared/primitives/search-field.tsx"
import { color, radius, shadow, space } from "../shared/tokens.ts"

const form = css`
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  padding: ${space.lg};
  margin-bottom: ${space.xl};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.card};
  & > :first-child { flex: 1; min-width: 0; }
`

export function ExamSearchBox({ actor }: { readonly actor: ActorRefFrom<typeof examSearchMachine> }) {
  const text = useSelector(actor, selectSearchText)
  const error = useSelector(actor, selectSearchError)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: "SUBMIT" })
  }
  return (
    <form role="search" aria-label="Exam search" className={form} onSubmit={onSubmit} noValidate>
      <SearchField
        label="Search by exam name or code"
        isLabelHidden
        name="searchString"
        placeholder="Search by exam name or code, e.g. Cloud Practitioner"
        value={text}
        error={error}
        onChange={(value) => {
          // react-aria's clear button (and Escape) empty the field in one change.
          actor.send(value === "" ? { type: "CLEAR" } : { type: "TYPE", value })
        }}
      />
      <Button type="submit">Search</Button>
    </form>
  )
}
