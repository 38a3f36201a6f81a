/**
 * schema.org data for the content pages, written into a
 * server-rendered page as JSON-LD: a blog post is a BlogPosting, the FAQs
 * page an FAQPage.
 */
import type { BlogPost } from "../../api/content/blog.ts"

export const blogPostStructuredData = (post: BlogPost, url: string, publisher: string) => ({
  "@context": "https://schema.org",
  "@type": "BlogPosting",
  headline: post.title,
  description: post.excerpt,
  datePublished: post.publishedAt,
  author: { "@type": "Person", name: post.authorName },
  publisher: { "@type": "Organization", name: publisher },
  keywords: post.tags.join(", "),
  mainEntityOfPage: url,
  url
})

/** Questions and their answers (the answers as stored: sanitised HTML, which FAQPage allows). */
export const faqStructuredData = (entries: ReadonlyArray<{ readonly question: string; readonly answer: string }>) => ({
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: entries.map((entry) => ({
    "@type": "Question",
    name: entry.question,
    acceptedAnswer: { "@type": "Answer", text: entry.answer }
  }))
})
