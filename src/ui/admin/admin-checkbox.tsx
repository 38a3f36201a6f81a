/** A labelled checkbox of the admin's forms (react-aria): the tick shows by shape, not only colour. */
import { Checkbox } from "react-aria-components"
import { checkboxClass } from "./admin-styles.ts"

export function AdminCheckbox({
  children,
  isSelected,
  onChange,
  isDisabled,
  "aria-label": ariaLabel
}: {
  readonly children: string
  readonly isSelected: boolean
  readonly onChange: (selected: boolean) => void
  readonly isDisabled?: boolean
  /** When the visible text alone would not say which record it is (a question's option). */
  readonly "aria-label"?: string
}) {
  return (
    <Checkbox className={checkboxClass} isSelected={isSelected} onChange={onChange} isDisabled={isDisabled ?? false} aria-label={ariaLabel}>
      {({ isSelected: selected }) => (
        <>
          <span className="box" aria-hidden="true">
            {selected ? (
              <svg
                aria-hidden="true"
                width="14"
                height="14"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="3.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M5 12l5 5L19 7" />
              </svg>
            ) : null}
          </span>
          <span>{children}</span>
        </>
      )}
    </Checkbox>
  )
}
