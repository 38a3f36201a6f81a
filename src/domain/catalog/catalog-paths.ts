/**
 * Addresses of the catalog's screens (spec §2), built in one place so links,
 * redirects and tests agree. Exam and category paths already live with the
 * mega-menu rules (menu.ts) and are re-exported here, not duplicated.
 */
import { categoryExamsPath, type MenuItemLike } from "./menu.ts"
import { slugify } from "../shared/slug.ts"

export { ALL_CATEGORIES_PATH, categoryExamsPath, examOverviewPath } from "./menu.ts"

export const ALL_EXAMS_PATH = "/exam"
export const ALL_PACKAGES_PATH = "/package"

/** The query parameter of exam search results (spec §4). */
export const SEARCH_PARAM = "searchString"

/**
 * Exam search results (spec §4): /exam?searchString={value}; no search at
 * all is the plain list of every exam.
 */
export const examSearchPath = (searchString: string): string =>
  searchString === "" ? ALL_EXAMS_PATH : `${ALL_EXAMS_PATH}?${SEARCH_PARAM}=${encodeURIComponent(searchString)}`

/** The query parameter that pre-selects a sub-category on a category's exam list. */
export const SUB_CATEGORY_PARAM = "subCategory"

/** /package-overview/{slug of name}/{id} */
export const packageOverviewPath = (pkg: MenuItemLike): string => `/package-overview/${slugify(pkg.name)}/${pkg._id}`

/** /exam/{categoryName}/{category}?subCategory={id}: a category's exams narrowed to one sub-category. */
export const subCategoryExamsPath = (category: MenuItemLike, subCategoryId: string): string =>
  `${categoryExamsPath(category)}?${SUB_CATEGORY_PARAM}=${encodeURIComponent(subCategoryId)}`

/** /blog-detail/{id} */
export const blogPostPath = (post: { readonly _id: string }): string => `/blog-detail/${encodeURIComponent(post._id)}`

const decodeSafely = (path: string): string => {
  try {
    return decodeURIComponent(path)
  } catch {
    // A malformed escape ("%E2%8") can never equal a canonical path.
    return path
  }
}

/**
 * Whether the address bar's path is the canonical one. The browser sends
 * non-ASCII slug characters (the en dash of "Architect – Associate")
 * percent-encoded, and may or may not encode others, so both sides are
 * compared decoded.
 */
export const isCanonicalPath = (currentPath: string, canonicalPath: string): boolean => decodeSafely(currentPath) === decodeSafely(canonicalPath)
