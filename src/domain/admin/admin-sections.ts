/**
 * The admin area's sections, in the order of its sidebar and
 * overview: where each lives and what it is for. A section's screens are
 * every address under its path.
 */
export interface AdminSection {
  readonly label: string
  readonly path: string
  /** One line on the overview page. */
  readonly summary: string
}

export const ADMIN_SECTIONS: ReadonlyArray<AdminSection> = [
  { label: "Overview", path: "/admin", summary: "Where each part of running the shop is." },
  { label: "Catalogue", path: "/admin/catalogue", summary: "Categories, exams and packages: prices, descriptions, images, publishing." },
  { label: "Question bank", path: "/admin/questions", summary: "Tests, sections and questions; import and export in GIFT, Aiken and CSV." },
  { label: "Coupons", path: "/admin/coupons", summary: "Discount codes, their limits and how often they were used." },
  { label: "Orders", path: "/admin/orders", summary: "Find an order, its payment and receipt; refund it." },
  { label: "Learners", path: "/admin/learners", summary: "Find a learner, their exams and attempts; extend a subscription, end their sessions." },
  { label: "Content", path: "/admin/content", summary: "Blog posts, FAQs, the policy and about pages, the footer, comments." },
  { label: "Audit log", path: "/admin/audit", summary: "Every change an admin made: who, what, before and after." }
]

/** The section a path belongs to (the overview only for /admin itself); null outside the admin area. */
export const currentAdminSection = (path: string): AdminSection | null => {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path
  if (normalized === "/admin") return ADMIN_SECTIONS[0] ?? null
  return ADMIN_SECTIONS.slice(1).find((section) => normalized === section.path || normalized.startsWith(`${section.path}/`)) ?? null
}
