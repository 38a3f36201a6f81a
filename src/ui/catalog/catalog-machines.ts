/**
 * The catalog's machines, provided with their real loaders and actions by
 * src/wiring/catalog/catalog-wiring.ts. Each screen starts its own actors from these
 * (useResource / usePagedList / useFlowActor) and they stop when it unmounts;
 * tests can hand in logic provided with fakes.
 */
import type { Availability, CategorySummary, ExamCard, ExamDetail, HomeContent, PackageCard, PackageDetail } from "../../api/catalog/catalog.ts"
import type { examSearchMachine } from "../../machines/catalog/exam-search.machine.ts"
import type { onSaleAlertMachine } from "../../machines/catalog/on-sale-alert.machine.ts"
import type { PagedListLogic } from "../../machines/shared/paged-list.machine.ts"
import type { ResourceLogic } from "../../machines/shared/resource.machine.ts"
import { useArea } from "../shared/areas.tsx"

/** What an exam list is narrowed by: a category (and sub-category), or a search. */
export interface ExamFilter {
  readonly category?: string
  readonly subCategory?: string
  readonly searchString?: string
}

/** One thing one id identifies. */
export interface ByIdRequest {
  readonly id: string
}

/** What the cart and wishlist controls act on. */
export interface ShopItem {
  readonly kind: "exam" | "package"
  readonly _id: string
  readonly name: string
  /** As the page read it: a guest's cart refuses a coming-soon item at the press. */
  readonly availability: Availability
}

/** What the catalog's Add to cart and Add to wishlist do: events to the cart actor (src/wiring/cart/cart-wiring.ts). */
export interface ShopActions {
  readonly addToCart: (item: ShopItem) => void
  readonly addToWishlist: (item: ShopItem) => void
}

export interface CatalogMachines {
  readonly home: ResourceLogic<null, HomeContent>
  readonly categories: ResourceLogic<null, ReadonlyArray<CategorySummary>>
  readonly category: ResourceLogic<ByIdRequest, CategorySummary>
  readonly exams: PagedListLogic<ExamFilter, ExamCard>
  readonly exam: ResourceLogic<ByIdRequest, ExamDetail>
  readonly packages: PagedListLogic<null, PackageCard>
  readonly package: ResourceLogic<ByIdRequest, PackageDetail>
  /** The search box above the exam results. */
  readonly examSearch: typeof examSearchMachine
  /** Notify me on a coming-soon exam's page (one actor per page, input { examId }). */
  readonly onSaleAlert: typeof onSaleAlertMachine
  readonly addToCart: (item: ShopItem) => void
  readonly addToWishlist: (item: ShopItem) => void
}

declare module "../shared/areas.tsx" {
  interface Areas {
    readonly catalog: CatalogMachines
  }
}

export const useCatalogMachines = (): CatalogMachines => useArea("catalog")
