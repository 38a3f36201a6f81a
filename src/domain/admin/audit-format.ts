/**
 * How the audit log reads: the kinds of record by name, a row's
 * time, and the address of a filtered page.
 */
import type { AuditEntity } from "../../api/admin/admin.ts"

export const AUDIT_ENTITY_LABELS: Readonly<Record<AuditEntity, string>> = {
  category: "Categories",
  "sub-category": "Sub-categories",
  exam: "Exams",
  package: "Packages",
  test: "Tests",
  section: "Sections",
  question: "Questions",
  coupon: "Coupons",
  order: "Orders",
  learner: "Learners",
  subscription: "Subscriptions",
  "blog-post": "Blog posts",
  faq: "FAQs",
  page: "Pages",
  footer: "Footer",
  comment: "Comments",
  account: "Accounts",
  ticket: "Helpdesk tickets"
}

export const AUDIT_ENTITIES = Object.keys(AUDIT_ENTITY_LABELS) as ReadonlyArray<AuditEntity>

/** The value of ?entity= as a kind of record, or null (every kind) for anything else. */
export const auditEntityOf = (value: string | null | undefined): AuditEntity | null => AUDIT_ENTITIES.find((entity) => entity === value) ?? null

/** /admin/audit with its filter and page (page 1 and no filter leave their parameters out). */
export const auditPath = (entity: AuditEntity | null, page = 1): string => {
  const query = new URLSearchParams()
  if (entity !== null) query.set("entity", entity)
  if (page > 1) query.set("page", String(page))
  const search = query.toString()
  return search === "" ? "/admin/audit" : `/admin/audit?${search}`
}

/** "26 Nov 2026, 23:41" in the admin's own time zone (an audit time is read to the minute). */
export const auditTime = (iso: string, locale = "en-GB", timeZone?: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", ...(timeZone === undefined ? {} : { timeZone }) }).format(new Date(iso))
