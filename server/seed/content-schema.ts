/**
 * The shapes of the demo content files (data/blog.json, data/faqs.json,
 * data/pages.json). The seed decodes each file with these schemas, then
 * writes it through the same writers as any other content (rich text
 * sanitised, comments checked as plain text).
 */
import { Schema } from "effect"
import { PageSlug } from "../../src/api/content/pages.ts"

const NonNegative = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0))

const DemoBlogComment = Schema.Struct({
  author: Schema.NonEmptyString,
  /** Plain text. */
  text: Schema.String,
  /** When it was posted, counted from the post's publication. */
  hoursAfterPost: NonNegative
})

export const DemoBlog = Schema.Array(
  Schema.Struct({
    title: Schema.NonEmptyString,
    authorName: Schema.NonEmptyString,
    /** Publication date relative to the day the demo data is loaded. */
    daysAgo: NonNegative,
    tags: Schema.Array(Schema.String),
    /** Plain text, about two sentences. */
    excerpt: Schema.String,
    /** Rich text; sanitised before it is stored. */
    bodyHtml: Schema.String,
    /** Oldest first. */
    comments: Schema.Array(DemoBlogComment)
  })
)

/** FAQ groups in the order the FAQ page shows them. */
export const DemoFaqs = Schema.Array(
  Schema.Struct({
    name: Schema.NonEmptyString,
    faqs: Schema.Array(
      Schema.Struct({
        question: Schema.NonEmptyString,
        /** Rich text; sanitised before it is stored. */
        answerHtml: Schema.String
      })
    )
  })
)

export const DemoPages = Schema.Array(
  Schema.Struct({
    slug: PageSlug,
    title: Schema.NonEmptyString,
    /** Rich text; sanitised before it is stored. */
    bodyHtml: Schema.String
  })
)
