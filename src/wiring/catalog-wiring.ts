/**
 * The catalog's half of the composition root: the generic resource and
 * paged-list machines get the catalog's loaders, the exam search box gets
 * its navigation, and the cart and wishlist controls send to the cart actor
 * (src/wiring/cart-wiring.ts shopActions).
 */
import { navigate } from "wouter/use-browser-location"
import { examSearchPath } from "../domain/catalog/catalog-paths.ts"
import { examSearchMachine } from "../machines/catalog/exam-search.machine.ts"
import type { PageRequest } from "../machines/shared/paged-list.machine.ts"
import { providePagedList } from "../machines/shared/paged-list.machine.ts"
import { provideResource } from "../machines/shared/resource.machine.ts"
import * as catalogCalls from "../services/catalog/catalog-calls.ts"
import { fromEffect } from "../services/shared/effect-actor.ts"
import type { AppRuntime } from "../services/shared/runtime.ts"
import type { ByIdRequest, CatalogMachines, ExamFilter } from "../ui/catalog/catalog-machines.ts"
import type { ShopActions } from "./cart-wiring.ts"

// Only the fields the filter sets: the contract's payload fields are optional, not nullable.
const examPayload = ({ page, perPage, filter }: PageRequest<ExamFilter>) => ({
  page,
  perPage,
  ...(filter.category === undefined ? {} : { category: filter.category }),
  ...(filter.subCategory === undefined ? {} : { subCategory: filter.subCategory }),
  ...(filter.searchString === undefined ? {} : { searchString: filter.searchString })
})

export const makeCatalogMachines = (runtime: AppRuntime, shop: ShopActions): CatalogMachines => ({
  home: provideResource(fromEffect(runtime, () => catalogCalls.loadHome)),
  categories: provideResource(fromEffect(runtime, () => catalogCalls.loadCategories)),
  category: provideResource(fromEffect(runtime, ({ id }: ByIdRequest) => catalogCalls.loadCategory(id))),
  exams: providePagedList(fromEffect(runtime, (request: PageRequest<ExamFilter>) => catalogCalls.loadExamPage(examPayload(request)))),
  exam: provideResource(fromEffect(runtime, ({ id }: ByIdRequest) => catalogCalls.loadExam(id))),
  packages: providePagedList(fromEffect(runtime, ({ page, perPage }: PageRequest<null>) =>
    catalogCalls.loadPackagePage({ page, perPage }))),
  package: provideResource(fromEffect(runtime, ({ id }: ByIdRequest) => catalogCalls.loadPackage(id))),
  examSearch: examSearchMachine.provide({
    actions: {
      // Replace: Back leaves the results instead of replaying every pause in typing.
      showResults: (_, params) => navigate(examSearchPath(params.searchString), { replace: true })
    }
  }),
  addToCart: shop.addToCart,
  addToWishlist: shop.addToWishlist
})
