/**
 * How the menu data is shown (spec §2 Mega-menu), as plain functions so the
 * components stay free of rules and the rules can be unit-tested.
 *
 * These are domain rules and belong in src/domain (e.g. src/domain/menu.ts);
 * they live here only until that file exists, and import nothing but the
 * contract's types and the domain's slug.
 */
import type { MenuCategory, MenuExam, MenuSubCategory } from "../../api/catalog.ts"
import { slugify } from "../../domain/slug.ts"

/** Sub-categories with at least one exam: the only ones the menu lists. */
export const subCategoriesWithExams = (category: MenuCategory): ReadonlyArray<MenuSubCategory> =>
  category.subCategories.filter((sub) => sub.exams.length > 0)

/** A category shows a chevron (and opens a sub-menu) only if some sub-category has exams. */
export const showsChevron = (category: MenuCategory): boolean =>
  category.subCategories.some((sub) => sub.exams.length > 0)

/** All exams of a category: those in its sub-categories and those filed directly under it. */
export const examCount = (category: MenuCategory): number =>
  category.subCategories.reduce((sum, sub) => sum + sub.exams.length, category.exams.length)

export const totalExamCount = (categories: ReadonlyArray<MenuCategory>): number =>
  categories.reduce((sum, category) => sum + examCount(category), 0)

/** /exam-overview/{slug of name}/{id} */
export const examOverviewPath = (exam: MenuExam): string => `/exam-overview/${slugify(exam.name)}/${exam._id}`

/** /exam/{categoryName}/{category}: the exam list of one category. */
export const categoryExamsPath = (category: MenuCategory): string =>
  `/exam/${slugify(category.name)}/${category._id}`

export const ALL_CATEGORIES_PATH = "/category"
