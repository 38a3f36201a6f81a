/**
 * The admin area's catalogue machines, provided with the
 * adminCatalogue calls by src/wiring/admin/admin-catalogue-wiring.ts. Each screen starts its
 * own actors from these; tests can hand in logic provided with fakes.
 *
 * Lists and records are the generic paged-list and resource machines; every
 * change is the admin change machine (one call at a time, the server's
 * sentence and field issues).
 */
import type {
  AdminCategory,
  AdminCategoryChanged,
  AdminExam,
  AdminExamChanged,
  AdminPackage,
  AdminPackageChanged,
  AdminSubCategoryChanged,
  CategoryDraft,
  ExamDraft,
  PackageDraft,
  SubCategoryDraft
} from "../../../api/admin/admin-catalogue.ts"
import type { AdminChangeLogic } from "../../../machines/admin/admin-change.machine.ts"
import type { PagedListLogic } from "../../../machines/shared/paged-list.machine.ts"
import type { ResourceLogic } from "../../../machines/shared/resource.machine.ts"
import { useArea } from "../../shared/areas.tsx"

/** What the category tree's buttons do to one category or sub-category. */
export interface TreeAction {
  readonly kind: "category" | "sub-category"
  readonly id: string
  readonly action: "publish" | "unpublish" | "remove"
}

export interface AdminCatalogueMachines {
  /** The whole tree, published or not. */
  readonly categories: ResourceLogic<null, ReadonlyArray<AdminCategory>>
  /** A new category (id null) or an edit. */
  readonly saveCategory: AdminChangeLogic<{ readonly id: string | null; readonly draft: CategoryDraft }, AdminCategoryChanged>
  readonly saveSubCategory: AdminChangeLogic<
    { readonly id: string | null; readonly categoryId: string; readonly draft: SubCategoryDraft },
    AdminSubCategoryChanged
  >
  readonly treeAction: AdminChangeLogic<TreeAction, { readonly message: string }>

  /** Filtered by the search text (name or code; "" for all). */
  readonly exams: PagedListLogic<string, AdminExam>
  readonly exam: ResourceLogic<string, AdminExam>
  readonly saveExam: AdminChangeLogic<{ readonly id: string | null; readonly draft: ExamDraft }, AdminExamChanged>
  readonly publishExam: AdminChangeLogic<{ readonly id: string; readonly published: boolean }, AdminExamChanged>
  /** Put on sale (refused with the reasons while it cannot be delivered) or withdraw from sale. */
  readonly examForSale: AdminChangeLogic<{ readonly id: string; readonly forSale: boolean }, AdminExamChanged>

  readonly packages: PagedListLogic<string, AdminPackage>
  readonly package: ResourceLogic<string, AdminPackage>
  readonly savePackage: AdminChangeLogic<{ readonly id: string | null; readonly draft: PackageDraft }, AdminPackageChanged>
  readonly publishPackage: AdminChangeLogic<{ readonly id: string; readonly published: boolean }, AdminPackageChanged>
}

/** The catalogue's machines, from the admin area the composition root built. */
export const useCatalogueMachines = (): AdminCatalogueMachines => useArea("admin").catalogue
