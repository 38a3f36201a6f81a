/**
 * The header search bar's form (search-bar.tsx): a chunk of its own, loaded
 * when the bar is first opened (react-aria's search field is not
 * needed before). It validates through the header machine ('Please enter
 * exam name', shown once the field is touched) and, on a valid submit, the
 * machine's goToSearch action navigates to /exam?searchString=… and closes
 * the bar.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import type { FormEvent } from "react"
import { selectSearchString, visibleSearchError } from "../../machines/shell/header.machine.ts"
import { useHeaderActor } from "../shared/app-actors.ts"
import { CloseIcon } from "../shared/icons.tsx"
import { Button } from "../shared/primitives/button.tsx"
import { SearchField } from "../shared/primitives/search-field.tsx"
import { contentMaxWidth, space } from "../shared/tokens.ts"

const formClass = css`
  max-width: ${contentMaxWidth};
  margin: 0 auto;
  padding: ${space.md} ${space.lg};
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  & > :first-child { flex: 1; }
`

export function SearchForm() {
  const header = useHeaderActor()
  const value = useSelector(header, selectSearchString)
  const error = useSelector(header, visibleSearchError)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    header.send({ type: "SEARCH_SUBMIT" })
  }

  return (
    <form role="search" aria-label="Exams" className={formClass} onSubmit={onSubmit} noValidate>
      <SearchField
        label="Search exams"
        isLabelHidden
        name="searchString"
        placeholder="Search exams by name"
        value={value}
        error={error}
        autoFocus
        onChange={(next) => header.send({ type: "SEARCH_CHANGED", value: next })}
        onBlur={() => header.send({ type: "SEARCH_BLURRED" })}
        onEscapeWhenEmpty={() => header.send({ type: "SEARCH_CLOSE" })}
      />
      <Button type="submit">Search</Button>
      <Button variant="icon" aria-label="Close search" onPress={() => header.send({ type: "SEARCH_CLOSE" })}>
        <CloseIcon />
      </Button>
    </form>
  )
}
