/** The catalogue's three lists (categories, exams, packages) as links; the current one marked. */
import { CATALOGUE_TABS } from "../../../domain/admin/catalogue-views.ts"
import { Link } from "../../shared/primitives/link.tsx"
import { tabsClass } from "./catalogue-styles.ts"

export function CatalogueTabs({ current }: { readonly current: "categories" | "exams" | "packages" | null }) {
  return (
    <nav aria-label="Catalogue">
      <ul className={tabsClass}>
        {CATALOGUE_TABS.map((tab) => (
          <li key={tab.kind}>
            <Link variant="plain" href={tab.href} aria-current={tab.kind === current ? "page" : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
