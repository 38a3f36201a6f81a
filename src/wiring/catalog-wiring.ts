/**
 * The catalog's half of the composition root: the generic resource and
 * paged-list machines get the catalog's loaders (a failed load goes to the
 * shared handler), the exam search box gets its navigation, and the cart and
 * wishlist controls send to the cart actor (src/wiring/cart-wiring.ts shopActions).
 */
import { navigate } from "wouter/use-browser-location"
import { examSearchPath } from "../domain/catalog/catalog-paths.ts"
import { examSearchMachine } from "../machines/catalog/exam-search.machine.ts"
import type { PageRequest } from "../machines/shared/paged-list.machine.ts"
import { providePagedList } from "../machines/shared/paged-list.machine.ts"
import { provideResource } from "../machines/shared/resource.machine.ts"
import { fromLazyEffect, type RuntimeSource } from "../services/shared/lazy-runtime.ts"
import type { ByIdRequest, CatalogMachines, ExamFilter } from "../ui/catalog/catalog-machines.ts"
import type { ShopActions } from "./cart-wiring.ts"
import type { Notifiers } from "./notifiers.ts"

// Only the fields the filter sets: the contract's payload fields are optional, not nullable.
const examPayload = ({ page, perPage, filter }: PageRequest<ExamFilter>) => ({
  page,
  perPage,
  ...(filter.category === undefined ? {} : { category: filter.category }),
  ...(filter.subCategory === undefined ? {} : { subCategory: filter.subCategory }),
  ...(filter.searchString === undefined ? {} : { searchString: filter.searchString })
})

/** The catalog's calls, loaded with the first of them (a rendered page's loaders start from their snapshots). */
const catalogCalls = () => import("../services/catalog/catalog-calls.ts")

export const makeCatalogMachines = (runtime: RuntimeSource, notifiers: Pick<Notifiers, "reportFailure">, shop: ShopActions): CatalogMachines => ({
  home: provideResource(fromLazyEffect(runtime, catalogCalls, (calls) => calls.loadHome), notifiers.reportFailure),
  categories: provideResource(fromLazyEffect(runtime, catalogCalls, (calls) => calls.loadCategories), notifiers.reportFailure),
  category: provideResource(fromLazyEffect(runtime, catalogCalls, (calls, { id }: ByIdRequest) => calls.loadCategory(id)), notifiers.reportFailure),
  exams: providePagedList(fromLazyEffect(runtime, catalogCalls, (calls, request: PageRequest<ExamFilter>) =>
    calls.loadExamPage(examPayload(request))), notifiers.reportFailure),
  exam: provideResource(fromLazyEffect(runtime, catalogCalls, (calls, { id }: ByIdRequest) => calls.loadExam(id)), notifiers.reportFailure),
  packages: providePagedList(fromLazyEffect(runtime, catalogCalls, (calls, { page, perPage }: PageRequest<null>) =>
    calls.loadPackagePage({ page, perPage })), notifiers.reportFailure),
  package: provideResource(fromLazyEffect(runtime, catalogCalls, (calls, { id }: ByIdRequest) => calls.loadPackage(id)), notifiers.reportFailure),
  examSearch: examSearchMachine.provide({
    actions: {
      // Replace: Back leaves the results instead of replaying every pause in typing.
      showResults: (_, params) => navigate(examSearchPath(params.searchString), { replace: true })
    }
  }),
  addToCart: shop.addToCart,
  addToWishlist: shop.addToWishlist
})
