/**
 * schema.org data for the catalog's pages (issue 13), written into a
 * server-rendered page as JSON-LD so search engines show an exam or a
 * package with its price. An exam is a Course (what a learner takes) offered
 * at a price (an Offer); a package is a Product bundling courses. The price
 * is what a learner pays today: the sale price while a sale runs.
 */
import type { ExamDetail, PackageDetail } from "../../api/catalog.ts"
import { CURRENCY, effectivePrice } from "./price.ts"

const offer = (price: number, url: string) => ({
  "@type": "Offer",
  price: price.toFixed(2),
  priceCurrency: CURRENCY,
  availability: "https://schema.org/InStock",
  url
})

/** A Course with its provider and offer; `url` is the page's canonical address. */
export const examStructuredData = (exam: ExamDetail, url: string) => ({
  "@context": "https://schema.org",
  "@type": "Course",
  name: exam.name,
  courseCode: exam.code,
  description: exam.shortDescription,
  provider: { "@type": "Organization", name: exam.vendor },
  educationalLevel: exam.level,
  url,
  ...(exam.image === null ? {} : { image: exam.image }),
  offers: offer(effectivePrice(exam), url),
  hasCourseInstance: {
    "@type": "CourseInstance",
    courseMode: "online",
    courseWorkload: `${exam.testCount} practice tests, ${exam.questionCount} questions`
  }
})

/** A Product bundling the package's exams, with its offer. */
export const packageStructuredData = (pkg: PackageDetail, url: string) => ({
  "@context": "https://schema.org",
  "@type": "Product",
  name: pkg.name,
  description: pkg.shortDescription,
  url,
  ...(pkg.image === null ? {} : { image: pkg.image }),
  offers: offer(effectivePrice(pkg), url),
  isRelatedTo: pkg.exams.map((exam) => ({ "@type": "Course", name: exam.name, courseCode: exam.code }))
})

/** The shop itself, with its exam search (search engines may offer a search box for it); `url` is the home page's address. */
export const siteStructuredData = (name: string, url: string, searchPath: string) => ({
  "@context": "https://schema.org",
  "@type": "WebSite",
  name,
  url,
  potentialAction: {
    "@type": "SearchAction",
    target: { "@type": "EntryPoint", urlTemplate: `${new URL(searchPath, url).href}{search_term_string}` },
    "query-input": "required name=search_term_string"
  }
})
