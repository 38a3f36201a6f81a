/**
 * The admin content screens' addresses: /admin/content/:view?/:id?
 * read as a view, the address of each view, and the pure steps the screens
 * take (moving an FAQ up or down, a post's public address, how a post's
 * status and times read).
 */
import type { AdminPostCard, CommentVisibility } from "../../api/admin/admin-content.ts"
import type { PageSlug } from "../../api/content/pages.ts"

export type ContentView =
  | { readonly kind: "overview" }
  | { readonly kind: "posts" }
  /** id null: a new post. */
  | { readonly kind: "post"; readonly id: string | null }
  | { readonly kind: "faqs" }
  | { readonly kind: "pages" }
  | { readonly kind: "page"; readonly slug: PageSlug }
  | { readonly kind: "footer" }
  | { readonly kind: "comments" }
  | { readonly kind: "unknown" }

export const PAGE_SLUGS: ReadonlyArray<PageSlug> = ["terms-condition", "privacy-policy", "refund-policy", "about"]

/** The pages by the names an operator knows them by. */
export const PAGE_NAMES: Readonly<Record<PageSlug, string>> = {
  "terms-condition": "Terms and conditions",
  "privacy-policy": "Privacy policy",
  "refund-policy": "Refund policy",
  about: "About us"
}

const isPageSlug = (value: string): value is PageSlug => (PAGE_SLUGS as ReadonlyArray<string>).includes(value)

/** The route's parameters as a view; anything else is unknown (the screen says so). */
export const contentViewOf = (view: string | undefined, id: string | undefined): ContentView => {
  switch (view) {
    case undefined:
      return { kind: "overview" }
    case "posts":
      if (id === undefined) return { kind: "posts" }
      return { kind: "post", id: id === "new" ? null : id }
    case "faqs":
      return id === undefined ? { kind: "faqs" } : { kind: "unknown" }
    case "pages":
      if (id === undefined) return { kind: "pages" }
      return isPageSlug(id) ? { kind: "page", slug: id } : { kind: "unknown" }
    case "footer":
      return id === undefined ? { kind: "footer" } : { kind: "unknown" }
    case "comments":
      return id === undefined ? { kind: "comments" } : { kind: "unknown" }
    default:
      return { kind: "unknown" }
  }
}

export const CONTENT_ROOT = "/admin/content"

export const contentPaths = {
  overview: CONTENT_ROOT,
  posts: (page = 1) => (page > 1 ? `${CONTENT_ROOT}/posts?page=${page}` : `${CONTENT_ROOT}/posts`),
  post: (id: string) => `${CONTENT_ROOT}/posts/${encodeURIComponent(id)}`,
  newPost: `${CONTENT_ROOT}/posts/new`,
  faqs: `${CONTENT_ROOT}/faqs`,
  pages: `${CONTENT_ROOT}/pages`,
  page: (slug: PageSlug) => `${CONTENT_ROOT}/pages/${slug}`,
  footer: `${CONTENT_ROOT}/footer`,
  comments: (filter: { readonly visibility: CommentVisibility; readonly post: string | null }, page = 1) => {
    const query = new URLSearchParams()
    if (filter.visibility !== "all") query.set("show", filter.visibility)
    if (filter.post !== null) query.set("post", filter.post)
    if (page > 1) query.set("page", String(page))
    const search = query.toString()
    return search === "" ? `${CONTENT_ROOT}/comments` : `${CONTENT_ROOT}/comments?${search}`
  }
} as const

/** ?show= of the comments screen as a visibility (anything else: all). */
export const visibilityOf = (value: string | null): CommentVisibility => (value === "visible" || value === "hidden" ? value : "all")

/** The public address of a post (spec §2 /blog-detail/{id}). */
export const publicPostPath = (id: string) => `/blog-detail/${encodeURIComponent(id)}`

/** The public address of a page: its slug is its route. */
export const publicPagePath = (slug: PageSlug) => `/${slug}`

export const CONTENT_SECTIONS = [
  { path: contentPaths.posts(), label: "Blog posts", summary: "Write, edit, publish and unpublish the blog's posts." },
  { path: contentPaths.faqs, label: "FAQs", summary: "The questions of the FAQ page, their answers and their order." },
  { path: contentPaths.pages, label: "Pages", summary: "The terms, the privacy and refund policies, and About us." },
  { path: contentPaths.footer, label: "Footer", summary: "The address, email, phone and social links every page shows." },
  {
    path: contentPaths.comments({ visibility: "all", post: null }),
    label: "Comments",
    summary: "Readers' comments on the blog: hide, show again or remove them."
  }
] as const

/** The order after moving the item at `index` by `by` places (clamped to the list); the same order when it cannot move. */
export const moveItem = <A>(items: ReadonlyArray<A>, index: number, by: number): ReadonlyArray<A> => {
  const target = Math.min(items.length - 1, Math.max(0, index + by))
  if (index < 0 || index >= items.length || target === index) return items
  const next = [...items]
  const [moved] = next.splice(index, 1)
  next.splice(target, 0, moved as A)
  return next
}

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" })

/** "3 Mar 2026" (UTC, so the server's page and the browser's agree). */
export const contentDate = (iso: string): string => DATE.format(new Date(iso))

/** One line on where a post stands. */
export const postStatusLine = (post: Pick<AdminPostCard, "status" | "publishedAt" | "updatedAt">): string => {
  switch (post.status) {
    case "draft":
      return `Draft · edited ${contentDate(post.updatedAt)}`
    case "scheduled":
      return `Scheduled for ${contentDate(post.publishedAt ?? post.updatedAt)}`
    case "published":
      return `Published ${contentDate(post.publishedAt ?? post.updatedAt)}`
  }
}
