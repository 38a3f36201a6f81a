/** The catalog's not-found answers (404), one per kind of id. */
export const EXAM_NOT_FOUND = "This exam does not exist."
export const PACKAGE_NOT_FOUND = "This package does not exist."
export const CATEGORY_NOT_FOUND = "This category does not exist."
export const SUB_CATEGORY_NOT_FOUND = "This sub-category does not exist."
