/**
 * The public catalogue calls: the mega-menu's category tree (spec §2, §3).
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"

export const MenuExam = Schema.Struct({
  _id: Schema.String,
  name: Schema.String
})
export type MenuExam = typeof MenuExam.Type

export const MenuSubCategory = Schema.Struct({
  _id: Schema.String,
  name: Schema.String,
  exams: Schema.Array(MenuExam)
})
export type MenuSubCategory = typeof MenuSubCategory.Type

export const MenuCategory = Schema.Struct({
  _id: Schema.String,
  name: Schema.String,
  subCategories: Schema.Array(MenuSubCategory),
  /** Exams filed directly under the category, outside any sub-category. */
  exams: Schema.Array(MenuExam)
})
export type MenuCategory = typeof MenuCategory.Type

export const MenuAnswer = Schema.Struct({ data: Schema.Array(MenuCategory) })

export class CatalogGroup extends HttpApiGroup.make("catalog").add(
  HttpApiEndpoint.get("menu", "/public/get/menu", { success: MenuAnswer })
) {}
