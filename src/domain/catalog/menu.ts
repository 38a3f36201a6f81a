/**
 * How the catalog shows in the mega-menu (spec §2 Mega-menu). The shapes
 * are structural so the domain stays free of the contract; the contract's
 * MenuCategory fits them.
 */
import { slugify } from "../shared/slug.ts"

export interface MenuItemLike {
  readonly _id: string
  readonly name: string
}
export interface SubCategoryLike {
  readonly exams: ReadonlyArray<MenuItemLike>
}
export interface CategoryLike extends MenuItemLike {
  readonly subCategories: ReadonlyArray<SubCategoryLike>
  readonly exams: ReadonlyArray<MenuItemLike>
}

/** Sub-categories with at least one exam: the only ones the menu lists. */
export const subCategoriesWithExams = <S extends SubCategoryLike>(category: { readonly subCategories: ReadonlyArray<S> }): ReadonlyArray<S> =>
  category.subCategories.filter((sub) => sub.exams.length > 0)

/** A category shows a chevron (and opens a sub-menu) only if some sub-category has exams. */
export const showsChevron = (category: CategoryLike): boolean => category.subCategories.some((sub) => sub.exams.length > 0)

/** All exams of a category: those in its sub-categories and those filed directly under it. */
export const examCount = (category: CategoryLike): number => category.subCategories.reduce((sum, sub) => sum + sub.exams.length, category.exams.length)

export const totalExamCount = (categories: ReadonlyArray<CategoryLike>): number => categories.reduce((sum, category) => sum + examCount(category), 0)

/** /exam-overview/{slug of name}/{id} */
export const examOverviewPath = (exam: MenuItemLike): string => `/exam-overview/${slugify(exam.name)}/${exam._id}`

/** /exam/{categoryName}/{category}: the exam list of one category. */
export const categoryExamsPath = (category: MenuItemLike): string => `/exam/${slugify(category.name)}/${category._id}`

export const ALL_CATEGORIES_PATH = "/category"
