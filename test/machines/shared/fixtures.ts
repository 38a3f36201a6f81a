/** Sample answers and failures shared by the machine tests. */
import type { MenuCategory } from "../../../src/api/catalog/catalog.ts"
import type { FooterSection } from "../../../src/api/shell/footer.ts"
import { CategoryId, ExamId, SubCategoryId } from "../../../src/api/shared/ids.ts"

export const MENU: ReadonlyArray<MenuCategory> = [
  {
    _id: CategoryId.make("cat-cloud"),
    name: "Cloud",
    subCategories: [
      {
        _id: SubCategoryId.make("sub-aws"),
        name: "AWS",
        exams: [{ _id: ExamId.make("exam-1"), name: "AWS Solutions Architect", availability: "onSale" }]
      }
    ],
    exams: []
  }
]

export const FOOTER: FooterSection = {
  address: "1 Exam Street",
  email: "help@shop.test",
  phone: "555-0100",
  follow_on_twitter: "https://twitter.test/shop",
  follow_on_facebook: "https://facebook.test/shop",
  follow_on_linkdin: "https://linkedin.test/shop"
}

/** What the services' bridge rejects with: an ApiFailure-shaped value. */
export const UNREACHABLE = {
  _tag: "ApiFailure",
  reason: "Unreachable",
  status: null,
  message: "We could not reach the shop. Check your connection and try again."
} as const

export const CONFLICT = {
  _tag: "ApiFailure",
  reason: "Conflict",
  status: 409,
  message: "This email is already subscribed to our newsletter."
} as const
