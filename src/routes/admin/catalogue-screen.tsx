/**
 * /admin/catalogue…: the catalogue's screens, chosen by the
 * address (src/domain/admin/catalogue-views.ts):
 *   /admin/catalogue                   categories and sub-categories
 *   /admin/catalogue/exams[?page=N]    exams; /exams/new, /exams/<id>
 *   /admin/catalogue/packages[?page=N] packages; /packages/new, /packages/<id>
 */
import { catalogueViewOf, tabOf } from "../../domain/admin/catalogue-views.ts"
import { CatalogueTabs } from "../../ui/admin/catalogue/catalogue-tabs.tsx"
import { CategoryTree } from "../../ui/admin/catalogue/category-tree.tsx"
import { ExamEditor } from "../../ui/admin/catalogue/exam-editor.tsx"
import { ExamsList } from "../../ui/admin/catalogue/exams-list.tsx"
import { PackageEditor, PackagesList } from "../../ui/admin/catalogue/package-editor.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { panelClass } from "../../ui/shared/signed-in/panel-styles.ts"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useAddressPage } from "../shared/use-address-page.ts"
import { AdminFrame } from "./admin-frame.tsx"

function ListScreen({ title, kind }: { readonly title: string; readonly kind: "categories" | "exams" | "packages" }) {
  const paging = useAddressPage()
  const heading = kind === "categories" ? `${title}: categories` : kind === "exams" ? `${title}: exams` : `${title}: packages`
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <PageHeading>{heading}</PageHeading>
      <CatalogueTabs current={kind} />
      {kind === "categories" ? <CategoryTree /> : kind === "exams" ? <ExamsList paging={paging} /> : <PackagesList paging={paging} />}
    </section>
  )
}

function Catalogue({ title, params }: ScreenProps) {
  const view = catalogueViewOf(params["view"], params["id"], params["sub"])
  switch (view.kind) {
    case "categories":
    case "exams":
    case "packages":
      return <ListScreen title={title} kind={view.kind} />
    case "exam":
      return <ExamEditor key={view.id ?? "new"} id={view.id} title={title} />
    case "package":
      return <PackageEditor key={view.id ?? "new"} id={view.id} title={title} />
    case "unknown":
      return (
        <section className={panelClass} aria-labelledby="page-title">
          <PageHeading>{title}</PageHeading>
          <CatalogueTabs current={tabOf(view)} />
          <p role="alert">There is no such catalogue screen. Choose categories, exams or packages above.</p>
        </section>
      )
  }
}

export default function AdminCatalogueScreen(props: ScreenProps) {
  return (
    <AdminFrame>
      <Catalogue {...props} />
    </AdminFrame>
  )
}
