/**
 * The admin area's catalogue calls (AdminCatalogueGroup in
 * src/api/admin/admin-catalogue.ts, admins only): the category tree, exams and
 * packages, each read, saved, published or unpublished; an exam put on
 * sale or withdrawn from sale. Each is an Effect
 * that answers plain data and fails only with ApiFailure (a refused form's
 * field issues included).
 */
import { Effect } from "effect"
import type {
  AdminCategory,
  AdminCategoryChanged,
  AdminExam,
  AdminExamChanged,
  AdminExamPage,
  AdminExamPagePayload,
  AdminPackage,
  AdminPackageChanged,
  AdminPackagePage,
  AdminPackagePagePayload,
  AdminRemoved,
  AdminSubCategoryChanged,
  CategoryDraft,
  ExamDraft,
  PackageDraft,
  SubCategoryDraft
} from "../../api/admin/admin-catalogue.ts"
import { ApiClient } from "../shared/api-client.ts"
import { type ApiFailure, callApi } from "../shared/api-failure.ts"

type Call<A> = Effect.Effect<A, ApiFailure, ApiClient>

// ── Categories and sub-categories ────────────────────────────────────────

export const categories = (_: null): Call<ReadonlyArray<AdminCategory>> =>
  callApi(ApiClient.use((client) => client.adminCatalogue.categories()).pipe(Effect.map((answer) => answer.data)))

/** A new category (id null) or an edit. */
export const saveCategory = (request: { readonly id: string | null; readonly draft: CategoryDraft }): Call<AdminCategoryChanged> =>
  callApi(
    ApiClient.use((client) =>
      request.id === null
        ? client.adminCatalogue.createCategory({ payload: request.draft })
        : client.adminCatalogue.updateCategory({ params: { id: request.id }, payload: request.draft })
    )
  )

/** A new sub-category of `categoryId` (id null) or an edit. */
export const saveSubCategory = (request: {
  readonly id: string | null
  readonly categoryId: string
  readonly draft: SubCategoryDraft
}): Call<AdminSubCategoryChanged> =>
  callApi(
    ApiClient.use((client) =>
      request.id === null
        ? client.adminCatalogue.createSubCategory({ params: { id: request.categoryId }, payload: request.draft })
        : client.adminCatalogue.updateSubCategory({ params: { id: request.id }, payload: request.draft })
    )
  )

/** What the tree's buttons do to one category or sub-category. */
export interface TreeAction {
  readonly kind: "category" | "sub-category"
  readonly id: string
  readonly action: "publish" | "unpublish" | "remove"
}

const messageOf = <A extends { readonly message: string }, E>(effect: Effect.Effect<A, E, ApiClient>): Call<AdminRemoved> =>
  callApi(Effect.map(effect, (answer) => ({ message: answer.message })))

export const treeAction = ({ kind, id, action }: TreeAction): Call<AdminRemoved> => {
  const params = { id }
  const payload = { published: action === "publish" }
  if (kind === "category") {
    return action === "remove"
      ? messageOf(ApiClient.use((client) => client.adminCatalogue.removeCategory({ params })))
      : messageOf(ApiClient.use((client) => client.adminCatalogue.publishCategory({ params, payload })))
  }
  return action === "remove"
    ? messageOf(ApiClient.use((client) => client.adminCatalogue.removeSubCategory({ params })))
    : messageOf(ApiClient.use((client) => client.adminCatalogue.publishSubCategory({ params, payload })))
}

// ── Exams ────────────────────────────────────────────────────────────────

export const exams = (payload: AdminExamPagePayload): Call<AdminExamPage> =>
  callApi(ApiClient.use((client) => client.adminCatalogue.examPage({ payload })).pipe(Effect.map((answer) => answer.data)))

export const exam = (id: string): Call<AdminExam> =>
  callApi(ApiClient.use((client) => client.adminCatalogue.exam({ params: { id } })).pipe(Effect.map((answer) => answer.data)))

export const saveExam = (request: { readonly id: string | null; readonly draft: ExamDraft }): Call<AdminExamChanged> =>
  callApi(
    ApiClient.use((client) =>
      request.id === null
        ? client.adminCatalogue.createExam({ payload: request.draft })
        : client.adminCatalogue.updateExam({ params: { id: request.id }, payload: request.draft })
    )
  )

export const publishExam = (request: { readonly id: string; readonly published: boolean }): Call<AdminExamChanged> =>
  callApi(ApiClient.use((client) => client.adminCatalogue.publishExam({ params: { id: request.id }, payload: { published: request.published } })))

/** Put the exam on sale (the server refuses while it cannot be delivered) or withdraw it from sale. */
export const examForSale = (request: { readonly id: string; readonly forSale: boolean }): Call<AdminExamChanged> =>
  callApi(ApiClient.use((client) => client.adminCatalogue.examForSale({ params: { id: request.id }, payload: { forSale: request.forSale } })))

// ── Packages ─────────────────────────────────────────────────────────────

export const packages = (payload: AdminPackagePagePayload): Call<AdminPackagePage> =>
  callApi(ApiClient.use((client) => client.adminCatalogue.packagePage({ payload })).pipe(Effect.map((answer) => answer.data)))

export const pkg = (id: string): Call<AdminPackage> =>
  callApi(ApiClient.use((client) => client.adminCatalogue.package({ params: { id } })).pipe(Effect.map((answer) => answer.data)))

export const savePackage = (request: { readonly id: string | null; readonly draft: PackageDraft }): Call<AdminPackageChanged> =>
  callApi(
    ApiClient.use((client) =>
      request.id === null
        ? client.adminCatalogue.createPackage({ payload: request.draft })
        : client.adminCatalogue.updatePackage({ params: { id: request.id }, payload: request.draft })
    )
  )

export const publishPackage = (request: { readonly id: string; readonly published: boolean }): Call<AdminPackageChanged> =>
  callApi(ApiClient.use((client) => client.adminCatalogue.publishPackage({ params: { id: request.id }, payload: { published: request.published } })))
