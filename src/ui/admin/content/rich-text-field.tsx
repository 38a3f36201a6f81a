/**
 * Rich text in the admin forms (post bodies, FAQ answers, pages): the HTML
 * in a labelled text area and, under it, a preview exactly as the public
 * pages render it (the same RichText component, sanitised again in the
 * browser). The server keeps only the allowlisted tags when it saves.
 */
import { RichText } from "../../shared/primitives/rich-text.tsx"
import { TextAreaField } from "../../shared/primitives/text-area-field.tsx"
import { previewCaption, previewClass } from "./content-styles.ts"

export const RICH_TEXT_HELP =
  "HTML: headings (<h2> to <h4>), paragraphs, lists, bold and italic, quotes, code, tables and links. Anything else (scripts, images, styles) is removed when saved."

export function RichTextField({
  label,
  value,
  onChange,
  error,
  rows = 12,
  previewLabel
}: {
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly error: string | null
  readonly rows?: number
  readonly previewLabel: string
}) {
  return (
    <>
      <TextAreaField label={label} value={value} onChange={onChange} error={error} rows={rows} description={RICH_TEXT_HELP} isRequired />
      <section className={previewClass} aria-label={previewLabel}>
        <p className={previewCaption}>{previewLabel}</p>
        <RichText html={value} />
      </section>
    </>
  )
}
