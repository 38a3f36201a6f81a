/** The admin area's overview: each section with a line on what it is for. */
import { css } from "goober"
import { ADMIN_SECTIONS } from "../../domain/admin/admin-sections.ts"
import { Link } from "../shared/primitives/link.tsx"
import { PageHeading } from "../shared/primitives/page-heading.tsx"
import { mutedText, panelClass } from "../shared/signed-in/panel-styles.ts"
import { space } from "../shared/tokens.ts"

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.lg};
  & p { margin: ${space.xs} 0 0; }
`

export function AdminOverview({ title }: { readonly title: string }) {
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <PageHeading>{title}</PageHeading>
      <ul className={list}>
        {ADMIN_SECTIONS.slice(1).map((section) => (
          <li key={section.path}>
            <Link href={section.path}>{section.label}</Link>
            <p className={mutedText}>{section.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
