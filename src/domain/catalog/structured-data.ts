/**
 * schema.org data for the catalog's pages, written into a
 * server-rendered page as JSON-LD so search engines show an exam or a
 * package with its price. An exam is a Course (what a learner takes) offered
 * at a price (an Offer); a package is a Product bundling courses.
 *
 * The offer says what the page says (src/domain/catalog/availability.ts):
 * on sale, it is InStock at what a learner pays today (the sale price while
 * a sale runs); coming soon, it is PreOrder at its planned price (the
 * regular one: no sale is promised for a day nobody knows), and the course's
 * workload names its tests as planned, without a question count.
 */
import type { Availability, ExamDetail, PackageDetail } from "../../api/catalog/catalog.ts"
import { CURRENCY, effectivePrice, type Priced } from "./price.ts"

/** schema.org's ItemAvailability for the shop's availability. */
export const schemaAvailability = (availability: Availability): string =>
  availability === "onSale" ? "https://schema.org/InStock" : "https://schema.org/PreOrder"

/** What the offer asks: today's price on sale, the planned (regular) price coming soon. */
const offeredPrice = (item: Priced & { readonly availability: Availability }): number => (item.availability === "onSale" ? effectivePrice(item) : item.price)

const offer = (item: Priced & { readonly availability: Availability }, url: string) => ({
  "@type": "Offer",
  price: offeredPrice(item).toFixed(2),
  priceCurrency: CURRENCY,
  availability: schemaAvailability(item.availability),
  url
})

const workload = (exam: ExamDetail): string =>
  exam.availability === "onSale" ? `${exam.testCount} practice tests, ${exam.questionCount} questions` : `${exam.testCount} practice tests planned`

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
  offers: offer(exam, url),
  hasCourseInstance: {
    "@type": "CourseInstance",
    courseMode: "online",
    courseWorkload: workload(exam)
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
  offers: offer(pkg, url),
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
