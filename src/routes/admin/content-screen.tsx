/**
 * /admin/content/:view?/:id?: the content screens — the
 * overview, blog posts (list, new, one post), FAQs, the policy pages and
 * About us, the footer, and comment moderation. The address names the
 * view; lists keep their page (and the comments their filter) in the query.
 */
import { useSearch } from "wouter"
import { contentViewOf, visibilityOf } from "../../domain/admin/content-views.ts"
import { CommentsModeration } from "../../ui/admin/content/comments-moderation.tsx"
import { ContentOverview } from "../../ui/admin/content/content-overview.tsx"
import { FaqsEditor } from "../../ui/admin/content/faqs-editor.tsx"
import { FooterEditor } from "../../ui/admin/content/footer-editor.tsx"
import { PageEditor, PagesList } from "../../ui/admin/content/pages-editor.tsx"
import { PostEditor } from "../../ui/admin/content/post-editor.tsx"
import { PostsList } from "../../ui/admin/content/posts-list.tsx"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { panelClass } from "../../ui/shared/signed-in/panel-styles.ts"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useAddressPage } from "../shared/use-address-page.ts"
import { AdminFrame } from "./admin-frame.tsx"

function Comments({ title }: { readonly title: string }) {
  const query = new URLSearchParams(useSearch())
  return <CommentsModeration title={title} visibility={visibilityOf(query.get("show"))} post={query.get("post")} paging={useAddressPage()} />
}

function Posts({ title }: { readonly title: string }) {
  return <PostsList title={title} paging={useAddressPage()} />
}

function Content({ title, params }: ScreenProps) {
  const view = contentViewOf(params.view, params.id)
  switch (view.kind) {
    case "overview":
      return <ContentOverview title={title} />
    case "posts":
      return <Posts title="Blog posts" />
    case "post":
      return <PostEditor id={view.id} title="Blog post" />
    case "faqs":
      return <FaqsEditor title="FAQs" />
    case "pages":
      return <PagesList title="Pages" />
    case "page":
      return <PageEditor slug={view.slug} title="Page" />
    case "footer":
      return <FooterEditor title="Footer" />
    case "comments":
      return <Comments title="Comments" />
    case "unknown":
      return (
        <section className={panelClass} aria-labelledby="page-title">
          <PageHeading>Nothing here</PageHeading>
          <p>
            This address names no content screen. <Link href="/admin/content">Back to Content</Link>
          </p>
        </section>
      )
  }
}

export default function AdminContentScreen(props: ScreenProps) {
  return (
    <AdminFrame>
      <Content {...props} />
    </AdminFrame>
  )
}
